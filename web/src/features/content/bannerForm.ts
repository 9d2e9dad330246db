import { Messages, PromotionMessages } from '@console/schema';
import { array, boolean, object, string } from 'yup';
import type { BannerFieldsFragment, BannerInput } from '../../generated/graphql.ts';
import { formatDate } from '../../kit/dates.ts';
import { boundedText, requiredText } from '../../kit/textRules.ts';

export interface BannerValues {
  name: string;
  /** YYYY-MM-DD, as the date input gives it. */
  startDate: string;
  endDate: string;
  active: boolean;
  imageUrl: string;
  warehouseIds: string[];
  channelIds: string[];
}

export const BANNER_FIELDS = ['name', 'startDate', 'endDate', 'active', 'imageUrl', 'warehouseIds', 'channelIds'] as const;

export const toBannerValues = (banner: BannerFieldsFragment | null): BannerValues => ({
  name: banner?.name ?? '',
  startDate: banner?.startDate ?? '',
  endDate: banner?.endDate ?? '',
  // Seed 001 §3: a new banner is inactive.
  active: banner?.active ?? false,
  imageUrl: banner?.imageUrl ?? '',
  warehouseIds: (banner?.warehouseIds ?? []).map(String),
  channelIds: (banner?.channelIds ?? []).map(String),
});

/** Seed 001 §5: name and both dates required; the end not before the start ('Date should not be before DD-MM-YYYY'). */
export const bannerSchema = () =>
  object({
    name: requiredText('name'),
    startDate: string().required(Messages.requiredField),
    endDate: string()
      .required(Messages.requiredField)
      .test('not-before-start', function notBeforeStart(value) {
        const start: unknown = this.parent.startDate;
        if (typeof start !== 'string' || start === '' || !value || value >= start) return true;
        return this.createError({ message: PromotionMessages.dateNotBefore(formatDate(start)) });
      }),
    active: boolean(),
    imageUrl: boundedText('imageUrl'),
    warehouseIds: array(string()),
    channelIds: array(string()),
  });

export const toBannerInput = (values: BannerValues): BannerInput => ({
  name: values.name.trim(),
  startDate: values.startDate,
  endDate: values.endDate,
  active: values.active,
  imageUrl: values.imageUrl.trim() === '' ? null : values.imageUrl.trim(),
  warehouseIds: values.warehouseIds.map(Number),
  channelIds: values.channelIds.map(Number),
});

import { createLightTheme, type BrandVariants, type Theme } from '@fluentui/react-components';

/** The seeds' theme: primary orange (a Fluent brand ramp; 80 is the button colour, 5:1 on white text). */
const orange: BrandVariants = {
  10: '#1A0A00',
  20: '#2E1300',
  30: '#461D00',
  40: '#5C2700',
  50: '#733100',
  60: '#8A3B00',
  70: '#A14600',
  80: '#B85000',
  90: '#CC5C06',
  100: '#DE6B15',
  110: '#EB7B2A',
  120: '#F28D43',
  130: '#F6A05F',
  140: '#F9B37D',
  150: '#FCC79D',
  160: '#FEDBBF',
};

export const theme: Theme = createLightTheme(orange);

/** Secondary blue, for accents (menu header, banners, card icons). */
export const accent = {
  blue: '#1D4F91',
  blueLight: '#E8F0FA',
  blueBright: '#2F6DC2',
} as const;

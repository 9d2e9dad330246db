import { Caption1, ProgressBar, Text, makeStyles, tokens } from '@fluentui/react-components';
import { DeliveryMessages, formatNumber, type CapacityLoad, type DispatchSummary } from '@console/schema';
import { dispatchTexts as texts } from './dispatchTexts.ts';

const useStyles = makeStyles({
  gauge: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXS },
  over: { color: tokens.colorPaletteRedForeground1, fontWeight: tokens.fontWeightSemibold },
});

/** Ours: the selected vehicle's load against its weight and volume; over capacity shows in red before sending. */
export function CapacityGauge({ summary, capacity, limits }: { summary: DispatchSummary; capacity: CapacityLoad; limits: { weight: number; volume: number } }) {
  const styles = useStyles();
  return (
    <div className={styles.gauge} data-testid="capacity-gauge" data-over-weight={capacity.overWeight} data-over-volume={capacity.overVolume}>
      <Text weight="semibold">{texts.capacity}</Text>
      <Caption1 className={capacity.overWeight ? styles.over : undefined}>
        {texts.capacityWeight(formatNumber(summary.weight), formatNumber(limits.weight))}
      </Caption1>
      <ProgressBar value={Math.min(capacity.weightRatio, 1)} max={1} thickness="large" color={capacity.overWeight ? 'error' : 'brand'} aria-label={texts.capacityWeight(formatNumber(summary.weight), formatNumber(limits.weight))} />
      <Caption1 className={capacity.overVolume ? styles.over : undefined}>
        {texts.capacityVolume(formatNumber(summary.volume), formatNumber(limits.volume))}
      </Caption1>
      <ProgressBar value={Math.min(capacity.volumeRatio, 1)} max={1} thickness="large" color={capacity.overVolume ? 'error' : 'brand'} aria-label={texts.capacityVolume(formatNumber(summary.volume), formatNumber(limits.volume))} />
      {capacity.over && (
        <Text role="alert" className={styles.over}>
          {DeliveryMessages.overCapacity}
        </Text>
      )}
    </div>
  );
}

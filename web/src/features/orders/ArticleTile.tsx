import { Badge, Button, Caption1, Text, makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import { Checkmark16Filled } from '@fluentui/react-icons';
import { ImageSlider } from '../../kit/ImageSlider.tsx';
import { formatMoney } from '../../kit/money.ts';
import { cannotAdd, stockControlled, type PosArticle } from './basket.ts';
import { posTexts as texts } from './posTexts.ts';

const useStyles = makeStyles({
  tile: {
    position: 'relative',
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalXXS,
    minWidth: 0,
    padding: tokens.spacingHorizontalS,
    border: `1px solid ${tokens.colorNeutralStroke2}`,
    borderRadius: tokens.borderRadiusMedium,
    backgroundColor: tokens.colorNeutralBackground1,
    cursor: 'pointer',
    ':hover': { border: `1px solid ${tokens.colorBrandStroke1}` },
  },
  selected: { border: `2px solid ${tokens.colorBrandStroke1}`, backgroundColor: tokens.colorBrandBackground2 },
  disabled: { cursor: 'not-allowed', opacity: 0.6 },
  badges: { position: 'absolute', top: tokens.spacingVerticalXS, left: tokens.spacingHorizontalXS, zIndex: 1, display: 'flex', gap: tokens.spacingHorizontalXXS },
  name: { fontWeight: tokens.fontWeightSemibold, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' },
  detail: { color: tokens.colorNeutralForeground3 },
  prices: { display: 'flex', alignItems: 'baseline', gap: tokens.spacingHorizontalS, flexWrap: 'wrap' },
  price: { fontWeight: tokens.fontWeightSemibold },
  struck: { textDecorationLine: 'line-through', color: tokens.colorNeutralForeground3 },
  footer: { display: 'flex', flexDirection: 'column', alignItems: 'stretch', gap: tokens.spacingVerticalXXS, marginTop: 'auto' },
});

/**
 * A catalogue article: a click on the tile (or its button) adds it to the basket or takes it out. Out of stock
 * under stock control, it cannot be added. The slideshow's own buttons do not toggle the tile.
 */
export function ArticleTile({ article, ctrlStock, selected, readOnly, onToggle }: { article: PosArticle; ctrlStock: boolean; selected: boolean; readOnly: boolean; onToggle(article: PosArticle): void }) {
  const styles = useStyles();
  const designation = article.commercialDesignation || article.descriptionLong;
  const blocked = readOnly || (!selected && cannotAdd(article, ctrlStock));
  const promotionPrice = article.inPromo ? article.unitPromotionPriceTTC : null;
  return (
    <div
      className={mergeClasses(styles.tile, selected && styles.selected, blocked && styles.disabled)}
      role="group"
      aria-label={designation}
      data-testid="pos-tile"
      data-selected={selected || undefined}
      onClick={() => !blocked && onToggle(article)}
    >
      <div className={styles.badges}>
        {article.outOfStock && (
          <Badge color="danger" data-testid="tile-out-of-stock">
            {texts.outOfStock}
          </Badge>
        )}
        {article.inPromo && article.promotionPercent !== null && article.promotionPercent !== undefined && (
          <Badge color="warning" data-testid="tile-promotion">
            {texts.promotion(article.promotionPercent)}
          </Badge>
        )}
      </div>
      <div onClick={(event) => event.stopPropagation()}>
        <ImageSlider
          slides={article.imageListUrl.map((url, index) => ({ key: index, url, alt: designation }))}
          visible={1}
          scroll={1}
          label={texts.images(designation)}
        />
      </div>
      <Text className={styles.name} title={designation}>
        {designation}
      </Text>
      <Caption1 className={styles.detail}>
        {article.code} · {article.unitText}
        {article.caseItems ? ` · ${texts.caseItems(article.caseItems)}` : ''}
      </Caption1>
      <div className={styles.prices}>
        {promotionPrice !== null && promotionPrice !== undefined ? (
          <>
            <Text className={styles.price} data-testid="tile-price">
              {formatMoney(promotionPrice)}
            </Text>
            <Caption1 className={styles.struck} data-testid="tile-price-before">
              {formatMoney(article.unitPriceTTC)}
            </Caption1>
          </>
        ) : (
          <Text className={styles.price} data-testid="tile-price">
            {formatMoney(article.unitPriceTTC)}
          </Text>
        )}
      </div>
      <div className={styles.footer}>
        {stockControlled(article, ctrlStock) && <Caption1 className={styles.detail}>{texts.stock(article.stockQuantity ?? 0)}</Caption1>}
        <Button size="small" appearance={selected ? 'primary' : 'secondary'} icon={selected ? <Checkmark16Filled /> : undefined} aria-pressed={selected} disabled={blocked}>
          {selected ? texts.inBasket : texts.add}
        </Button>
      </div>
    </div>
  );
}

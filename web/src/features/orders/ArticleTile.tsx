import { Badge, Button, Caption1, Text, makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import { Checkmark16Filled, ChevronLeft16Regular, ChevronRight16Regular } from '@fluentui/react-icons';
import { useState } from 'react';
import { Image } from '../../kit/Image.tsx';
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
  // Backgrounds the grey texts keep their contrast on (WCAG AA): no brand tint, no transparency.
  selected: { border: `2px solid ${tokens.colorBrandStroke1}`, backgroundColor: tokens.colorNeutralBackground1Selected },
  disabled: { cursor: 'not-allowed', backgroundColor: tokens.colorNeutralBackground3 },
  badges: { position: 'absolute', top: tokens.spacingVerticalXS, left: tokens.spacingHorizontalXS, zIndex: 1, display: 'flex', gap: tokens.spacingHorizontalXXS },
  // Two lines: many designations share their first words (« Adoucissant … »).
  name: {
    fontWeight: tokens.fontWeightSemibold,
    overflow: 'hidden',
    display: '-webkit-box',
    WebkitLineClamp: 2,
    WebkitBoxOrient: 'vertical',
    minHeight: '2.6em',
  },
  detail: { color: tokens.colorNeutralForeground3 },
  prices: { display: 'flex', alignItems: 'baseline', gap: tokens.spacingHorizontalS, flexWrap: 'wrap' },
  price: { fontWeight: tokens.fontWeightSemibold },
  struck: { textDecorationLine: 'line-through', color: tokens.colorNeutralForeground3 },
  images: { position: 'relative', aspectRatio: '4 / 3', width: '100%' },
  image: { width: '100%', height: '100%' },
  previous: { position: 'absolute', left: 0, top: '50%', transform: 'translateY(-50%)', minWidth: 0, backgroundColor: tokens.colorNeutralBackground1 },
  next: { position: 'absolute', right: 0, top: '50%', transform: 'translateY(-50%)', minWidth: 0, backgroundColor: tokens.colorNeutralBackground1 },
  footer: { display: 'flex', flexDirection: 'column', alignItems: 'stretch', gap: tokens.spacingVerticalXXS, marginTop: 'auto' },
  offers: { listStyleType: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', color: tokens.colorPaletteDarkOrangeForeground1 },
});

/** The article's ranges (every step) and gifts, as the promotions of the day give them. */
function TileOffers({ article, designation }: { article: PosArticle; designation: string }) {
  const styles = useStyles();
  const { paliers, gifts } = article.articlePromotionInfo;
  if (paliers.length === 0 && gifts.length === 0) return null;
  return (
    <ul className={styles.offers} aria-label={texts.promotions(designation)}>
      {paliers.map((palier, index) => (
        <li key={`palier-${index}`}>
          <Caption1 data-testid="tile-palier">{texts.palier(palier.from, palier.condition, palier.discountValue, palier.unit)}</Caption1>
        </li>
      ))}
      {gifts.map((gift, index) => (
        <li key={`gift-${index}`}>
          <Caption1 data-testid="tile-gift">{texts.giftOffer(gift.from, gift.condition, gift.quantity, gift.articleId === article.articleId ? null : gift.articleCode)}</Caption1>
        </li>
      ))}
    </ul>
  );
}

/** The article's images one at a time, previous / next when it has several; they never toggle the tile. */
function TileImages({ urls, designation }: { urls: readonly string[]; designation: string }) {
  const styles = useStyles();
  const [index, setIndex] = useState(0);
  const count = urls.length;
  const shown = count === 0 ? 0 : index % count;
  const move = (step: number) => (event: { stopPropagation(): void }) => {
    event.stopPropagation();
    setIndex((shown + step + count) % count);
  };
  return (
    <div className={styles.images} role="group" aria-roledescription="carousel" aria-label={texts.images(designation)}>
      <Image className={styles.image} src={urls[shown]} alt={count > 1 ? `${designation} (${shown + 1}/${count})` : designation} />
      {count > 1 && (
        <>
          <Button className={styles.previous} size="small" appearance="subtle" icon={<ChevronLeft16Regular />} aria-label={texts.previousImage} onClick={move(-1)} />
          <Button className={styles.next} size="small" appearance="subtle" icon={<ChevronRight16Regular />} aria-label={texts.nextImage} onClick={move(1)} />
        </>
      )}
    </div>
  );
}

/**
 * A catalogue article: a click on the tile (or its button) adds it to the basket or takes it out. Out of stock
 * under stock control it looks unavailable, and a click is still handed on: the point of sale refuses it with
 * the seed's toast rather than ignoring it.
 */
export function ArticleTile({ article, ctrlStock, selected, readOnly, onToggle }: { article: PosArticle; ctrlStock: boolean; selected: boolean; readOnly: boolean; onToggle(article: PosArticle): void }) {
  const styles = useStyles();
  const designation = article.commercialDesignation || article.descriptionLong;
  const unavailable = !selected && cannotAdd(article, ctrlStock);
  const promotionPrice = article.inPromo ? article.unitPromotionPriceTTC : null;
  return (
    <div
      className={mergeClasses(styles.tile, selected && styles.selected, (readOnly || unavailable) && styles.disabled)}
      role="group"
      aria-label={designation}
      data-testid="pos-tile"
      data-selected={selected || undefined}
      onClick={() => !readOnly && onToggle(article)}
    >
      <div className={styles.badges}>
        {article.outOfStock && (
          <Badge color="danger" data-testid="tile-out-of-stock">
            {texts.outOfStock}
          </Badge>
        )}
        {article.inPromo && (
          <Badge color="warning" data-testid="tile-promotion">
            {article.promotionPercent !== null && article.promotionPercent !== undefined ? texts.promotion(article.promotionPercent) : texts.promoted}
          </Badge>
        )}
      </div>
      <TileImages urls={article.imageListUrl} designation={designation} />
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
      <TileOffers article={article} designation={designation} />
      <div className={styles.footer}>
        {stockControlled(article, ctrlStock) && <Caption1 className={styles.detail}>{texts.stock(article.stockQuantity ?? 0)}</Caption1>}
        <Button size="small" appearance={selected ? 'primary' : 'secondary'} icon={selected ? <Checkmark16Filled /> : undefined} aria-pressed={selected} disabled={readOnly}>
          {selected ? texts.inBasket : texts.add}
        </Button>
      </div>
    </div>
  );
}

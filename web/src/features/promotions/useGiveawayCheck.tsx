import { useApolloClient } from '@apollo/client/react';
import { makeStyles, tokens } from '@fluentui/react-components';
import type { ReactNode } from 'react';
import { PromotionGiveawaysDocument, type PromotionGiveawaysQuery, type PromotionInput } from '../../generated/graphql.ts';
import { useConfirm } from '../../kit/ConfirmDialog.tsx';
import { formatMoney } from '../../kit/money.ts';

type Giveaways = PromotionGiveawaysQuery['promotionGiveaways'];

const useStyles = makeStyles({
  list: { margin: `${tokens.spacingVerticalS} 0`, paddingInlineStart: tokens.spacingHorizontalXL },
});

const giveawayTexts = {
  title: 'Articles vendus 0,00 DH',
  intro: (count: number) =>
    count === 1
      ? 'La remise en montant de cette promotion atteint ou dépasse le prix d’un article qu’elle vise : il serait vendu 0,00 DH.'
      : `La remise en montant de cette promotion atteint ou dépasse le prix de ${count} articles qu’elle vise : ils seraient vendus 0,00 DH.`,
  article: (code: string, designation: string, price: number, discount: number) =>
    `${code} – ${designation} : ${formatMoney(price)} (remise ${formatMoney(discount)})`,
  more: (count: number) => (count === 1 ? 'et 1 autre.' : `et ${count} autres.`),
  question: 'Enregistrer quand même ?',
  confirm: 'Enregistrer quand même',
  cancel: 'Revenir à la promotion',
} as const;

function GiveawayMessage({ giveaways }: { giveaways: Giveaways }) {
  const styles = useStyles();
  const others = giveaways.count - giveaways.articles.length;
  return (
    <div data-testid="promotion-giveaways">
      <p>{giveawayTexts.intro(giveaways.count)}</p>
      <ul className={styles.list}>
        {giveaways.articles.map((article) => (
          <li key={article.articleId}>{giveawayTexts.article(article.code, article.designation, article.unitPrice, article.discount)}</li>
        ))}
      </ul>
      {others > 0 && <p>{giveawayTexts.more(others)}</p>}
      <p>{giveawayTexts.question}</p>
    </div>
  );
}

/**
 * Before a save: asks the server which articles the promotion as edited would sell at 0,00 DH and, when there are
 * some, whether to save anyway. `check` resolves true to go on (none given away, or confirmed); a failed check goes
 * on too: the save itself answers the form's errors.
 */
export function useGiveawayCheck(): { check(promotion: PromotionInput): Promise<boolean>; dialog: ReactNode } {
  const client = useApolloClient();
  const { confirm, dialog } = useConfirm();
  const check = async (promotion: PromotionInput) => {
    let giveaways: Giveaways | null;
    try {
      const { data } = await client.query({ query: PromotionGiveawaysDocument, fetchPolicy: 'no-cache', variables: { promotion } });
      giveaways = data?.promotionGiveaways ?? null;
    } catch {
      return true;
    }
    if (!giveaways || giveaways.count === 0) return true;
    return confirm({ title: giveawayTexts.title, message: <GiveawayMessage giveaways={giveaways} />, confirmLabel: giveawayTexts.confirm, cancelLabel: giveawayTexts.cancel });
  };
  return { check, dialog };
}

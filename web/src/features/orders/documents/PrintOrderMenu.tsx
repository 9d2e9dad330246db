import type { ApolloClient } from '@apollo/client';
import { useApolloClient } from '@apollo/client/react';
import {
  Menu,
  MenuButton,
  MenuDivider,
  MenuGroup,
  MenuGroupHeader,
  MenuItem,
  MenuItemRadio,
  MenuList,
  MenuPopover,
  MenuTrigger,
  type MenuProps,
} from '@fluentui/react-components';
import { DocumentRegular, PrintRegular, ReceiptRegular } from '@fluentui/react-icons';
import { MAX_RECEIPT_COPIES } from '@console/schema';
import { useCallback, useState } from 'react';
import { PrintReceiptDocument, PrintVoucherDocument } from '../../../generated/graphql.ts';
import { errorMessages } from '../../../kit/errors.ts';
import { useToasts } from '../../../kit/toasts.tsx';
import { documentTexts as texts } from './documentLabels.ts';
import { canPrint, printFormat, printRefusal, receiptCopies, type PrintFormat, type PrintKind } from './documentFormat.ts';
import type { Printable } from './printRoot.tsx';

export interface PrintOptions {
  /** Receipts: 1 to 3 copies (1 unless given). */
  copies?: number;
  /** The voucher prints on A4 and the receipts on the 80 mm ticket unless given. */
  format?: PrintFormat;
}

/** The order and what its document needs, fresh from the server (a collect may have just changed it); a string is a refusal. */
async function loadPrintable(client: ApolloClient, orderId: number, kind: PrintKind, options: PrintOptions): Promise<Printable | string> {
  if (kind === 'voucher') {
    const { data } = await client.query({ query: PrintVoucherDocument, variables: { orderId }, fetchPolicy: 'network-only' });
    const order = data?.order;
    if (!order) return texts.orderNotFound;
    const warehouse = data.customerWarehouses.find((item) => item.warehouseId === order.warehouseId);
    return printRefusal(kind, order.orderStatusId) ?? { kind, order, warehouse: warehouse ? (warehouse.description ?? warehouse.code ?? null) : null };
  }
  const { data } = await client.query({ query: PrintReceiptDocument, variables: { orderId }, fetchPolicy: 'network-only' });
  const order = data?.order;
  if (!order) return texts.orderNotFound;
  return printRefusal(kind, order.orderStatusId) ?? { kind, order, identity: data.companyIdentity, copies: receiptCopies(options.copies) };
}

/**
 * Prints an order's document through the browser: loads the order (and the company identity for a
 * receipt), renders the document in the print root, then opens the browser's print. Resolves true once
 * the print was asked for; a refusal or a failure shows a toast and resolves false. The lists call it
 * right after a collect to print the receipt.
 */
export function usePrintOrder(): (orderId: number, kind: PrintKind, options?: PrintOptions) => Promise<boolean> {
  const client = useApolloClient();
  const toasts = useToasts();
  return useCallback(
    async (orderId, kind, options = {}) => {
      try {
        const [printable, { preparePrint }] = await Promise.all([loadPrintable(client, orderId, kind, options), import('./printRoot.tsx')]);
        if (typeof printable === 'string') {
          toasts.error(printable);
          return false;
        }
        if (!(await preparePrint(printable, printFormat(kind, options.format)))) return false;
        window.print();
        return true;
      } catch (error) {
        errorMessages(error).forEach(toasts.error);
        return false;
      }
    },
    [client, toasts],
  );
}

export interface PrintOrderMenuProps {
  orderId: number;
  orderStatusId: number;
  disabled?: boolean;
}

const COPIES = Array.from({ length: MAX_RECEIPT_COPIES }, (_, index) => String(index + 1));
/** 'auto': each document's own format (voucher A4, receipts 80 mm). */
const FORMATS: readonly { value: PrintFormat | 'auto'; label: string }[] = [
  { value: 'auto', label: texts.formatAuto },
  { value: 'ticket', label: texts.formatTicket },
  { value: 'a4', label: texts.formatA4 },
];

/** « Imprimer »: the preparation voucher and the French and Arabic receipts, as the order's status allows, with the receipts' copies and the format. */
export function PrintOrderMenu({ orderId, orderStatusId, disabled = false }: PrintOrderMenuProps) {
  const print = usePrintOrder();
  const [printing, setPrinting] = useState(false);
  const [choices, setChoices] = useState<Record<string, string[]>>({ copies: ['1'], format: ['auto'] });
  const onChoice: MenuProps['onCheckedValueChange'] = (_, { name, checkedItems }) => setChoices((current) => ({ ...current, [name]: checkedItems }));
  const run = async (kind: PrintKind) => {
    const format = choices.format?.[0];
    setPrinting(true);
    await print(orderId, kind, { copies: Number(choices.copies?.[0] ?? 1), format: format === 'ticket' || format === 'a4' ? format : undefined });
    setPrinting(false);
  };
  const receipts = canPrint('receiptFr', orderStatusId);
  return (
    <Menu checkedValues={choices} onCheckedValueChange={onChoice}>
      <MenuTrigger disableButtonEnhancement>
        <MenuButton icon={<PrintRegular />} disabled={disabled || printing} data-testid="print-order-menu">
          {texts.print}
        </MenuButton>
      </MenuTrigger>
      <MenuPopover>
        <MenuList>
          <MenuItem icon={<DocumentRegular />} disabled={!canPrint('voucher', orderStatusId)} onClick={() => void run('voucher')}>
            {texts.voucher}
          </MenuItem>
          <MenuItem icon={<ReceiptRegular />} disabled={!receipts} onClick={() => void run('receiptFr')}>
            {texts.receiptFr}
          </MenuItem>
          <MenuItem icon={<ReceiptRegular />} disabled={!receipts} onClick={() => void run('receiptAr')}>
            {texts.receiptAr}
          </MenuItem>
          <MenuDivider />
          <MenuGroup>
            <MenuGroupHeader>{texts.copies}</MenuGroupHeader>
            {COPIES.map((copies) => (
              <MenuItemRadio key={copies} name="copies" value={copies} persistOnClick>
                {copies}
              </MenuItemRadio>
            ))}
          </MenuGroup>
          <MenuDivider />
          <MenuGroup>
            <MenuGroupHeader>{texts.format}</MenuGroupHeader>
            {FORMATS.map((format) => (
              <MenuItemRadio key={format.value} name="format" value={format.value} persistOnClick>
                {format.label}
              </MenuItemRadio>
            ))}
          </MenuGroup>
        </MenuList>
      </MenuPopover>
    </Menu>
  );
}

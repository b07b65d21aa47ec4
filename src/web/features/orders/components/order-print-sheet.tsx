/**
 * The printed order and receipt (the order view's "Print"): one A4 page for the accountant or the supplier, with the
 * venue's legal data, the supplier and contact, who created, sent and received it when, every line with its ordered
 * and received amounts and prices, and the totals by ordered and by received value. Plain black-on-white markup; the
 * print rules are in order-print.css.
 */
import { useTranslation } from 'react-i18next';
import './order-print.css';
import type { ReactNode } from 'react';
import { orderValues, receivedLineValue } from '@/domain/orders/archive-export';
import type { OrderPrint } from '@/domain/orders/order-print.schemas';
import { formatMoney, lineValue } from '@/domain/prices/money';
import { useAppLanguage } from '@/web/i18n/i18n';
import { formatDate, formatDateTime } from '@/web/lib/dates';
import { useFormatAmount } from '@/web/lib/use-format-amount';

export function OrderPrintSheet({ paper }: { paper: OrderPrint }) {
  const { t } = useTranslation('orders');
  const language = useAppLanguage();
  const amount = useFormatAmount();
  const { order, venue, contact } = paper;
  const money = (value: string | null) =>
    value === null ? '' : formatMoney(value, order.currency, language);
  const supplier = order.supplier ?? order.marketSupplier;
  const received = paper.receivedAt !== null;
  const totals = orderValues(order.products);
  const person = (who: { name: string } | null, at: string | null) =>
    who && at ? `${who.name}, ${formatDateTime(at)}` : at ? formatDateTime(at) : '';

  return (
    <article className="order-print-sheet" aria-labelledby="order-print-title">
      <header className="order-print-head">
        <div>
          <div className="order-print-muted">{t('print.venue')}</div>
          <div className="order-print-strong">{venue.businessName || venue.name}</div>
          {venue.businessName && venue.businessName !== venue.name ? <div>{venue.name}</div> : null}
          {venue.address ? (
            <div>
              {t('print.address')}: {venue.address}
            </div>
          ) : null}
          <div>
            {t('print.pib')}: {venue.pib}
          </div>
        </div>
        <div className="order-print-title-block">
          <h1 id="order-print-title">{t('print.title', { number: order.order_number })}</h1>
          <div className="order-print-muted">{t('print.kind')}</div>
          <div>
            {t('fields.status')}: {t(`status.${order.status}`)}
          </div>
        </div>
      </header>

      <dl className="order-print-facts">
        <Fact label={t('fields.supplier')}>{supplier?.name ?? ''}</Fact>
        <Fact label={t('fields.contact')}>
          {[contact?.name, contact?.phone || order.supplierContactNumber, contact?.email]
            .filter(Boolean)
            .join(' · ')}
        </Fact>
        <Fact label={t('fields.station')}>{order.department.name}</Fact>
        <Fact label={t('fields.deadline')}>{formatDate(order.deadline)}</Fact>
        <Fact label={t('fields.createdBy')}>{person(order.createdBy, order.createdAt)}</Fact>
        <Fact label={t('fields.sentBy')}>{person(order.sentBy, order.sentAt)}</Fact>
        {received ? (
          <Fact label={t('print.receivedBy')}>{person(paper.receivedBy, paper.receivedAt)}</Fact>
        ) : null}
        {order.paymentMethod ? (
          <Fact label={t('fields.paymentMethod')}>{t(`paymentMethod.${order.paymentMethod}`)}</Fact>
        ) : null}
      </dl>

      <div className="order-print-table-box">
        <table className="order-print-lines">
          <thead>
            <tr>
              <th scope="col">#</th>
              <th scope="col">{t('fields.article')}</th>
              <th scope="col">{t('fields.unit')}</th>
              <th scope="col" className="num">
                {t('print.ordered')}
              </th>
              <th scope="col" className="num">
                {t('print.received')}
              </th>
              <th scope="col" className="num">
                {t('print.unitPrice')}
              </th>
              <th scope="col" className="num">
                {t('print.paidPrice')}
              </th>
              <th scope="col" className="num">
                {t('print.value')}
              </th>
            </tr>
          </thead>
          <tbody>
            {order.products.map((item, index) => (
              <tr key={item.id}>
                <td>{index + 1}</td>
                <td>
                  {item.name}
                  {item.note || item.receiveNote ? (
                    <div className="order-print-muted">
                      {[item.note, item.receiveNote].filter(Boolean).join(' · ')}
                    </div>
                  ) : null}
                </td>
                <td>{item.unit}</td>
                <td className="num">{amount(item.amount)}</td>
                <td className="num">{item.deliveredAmount === null ? '' : amount(item.deliveredAmount)}</td>
                <td className="num">{money(item.unitPrice)}</td>
                <td className="num">{money(item.paidPrice)}</td>
                <td className="num">
                  {money(received ? receivedLineValue(item) : lineValue(item.amount, item.unitPrice))}
                </td>
              </tr>
            ))}
          </tbody>
          <tfoot>
            <tr>
              <th scope="row" colSpan={7} className="num">
                {t('print.orderedTotal')}
              </th>
              <td className="num">{money(totals.ordered)}</td>
            </tr>
            {received ? (
              <tr>
                <th scope="row" colSpan={7} className="num">
                  {t('print.receivedTotal')}
                </th>
                <td className="num">{money(totals.received)}</td>
              </tr>
            ) : null}
          </tfoot>
        </table>
      </div>

      {order.orderNote || order.receivingNote ? (
        <dl className="order-print-facts">
          {order.orderNote ? <Fact label={t('fields.orderNote')}>{order.orderNote}</Fact> : null}
          {order.receivingNote ? <Fact label={t('fields.receivingNote')}>{order.receivingNote}</Fact> : null}
        </dl>
      ) : null}
    </article>
  );
}

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <dt>{label}</dt>
      <dd>{children}</dd>
    </div>
  );
}

import { useMemo, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useSetAtom } from 'jotai';
import { FormattedMessage, useIntl } from 'react-intl';
import type { Direction, PriceItem } from '@clinic/contracts/content/direction';
import { PAYMENT } from '@clinic/contracts/constants';
import { buildPath } from '@clinic/contracts/routes';
import { TOOL_QUERY } from '@clinic/contracts/tool-query';
import { useLocale } from '@clinic/i18n/use-locale';
import { CLOSED_PAYMENT_DIALOG, orderDialogAtom, paymentDialogAtom } from '@clinic/state/dialogs';
import { Button } from '@clinic/ui/button';
import { Price } from '../common/price.tsx';
import './calculator.css';

interface Line {
  key: string;
  item: PriceItem;
}

/** Every price line of a direction and its sub-directions, keyed so the same id in two lists stays apart. */
function linesOf(direction: Direction): Line[] {
  return [direction, ...direction.sub_directions].flatMap((group) =>
    group.prices.map((item) => ({ key: `${group.slug}:${item.id}`, item })),
  );
}

/** The lines named in the address (sent by the form without scripts), from any direction. */
function chosenFrom(directions: readonly Direction[], keys: readonly string[]): Map<string, Line> {
  const wanted = new Set(keys);
  return new Map(
    directions
      .flatMap(linesOf)
      .filter((line) => wanted.has(line.key))
      .map((line) => [line.key, line]),
  );
}

/** The sum of the chosen lines (a services list with a running total). */
function calculatorTotal(lines: readonly Pick<Line, 'item'>[]): number {
  return lines.reduce((sum, line) => sum + line.item.price, 0);
}

/**
 * A services list with a running total. It is a GET form too: without scripts "Calculate" sends the
 * direction and the ticked services, and the server renders the same list, summary and total from the
 * address (the services chosen in another direction travel as hidden fields).
 */
export function Calculator({ directions }: { directions: readonly Direction[] }) {
  const intl = useIntl();
  const locale = useLocale();
  const [params] = useSearchParams();
  const openOrder = useSetAtom(orderDialogAtom);
  const openPayment = useSetAtom(paymentDialogAtom);
  const [directionSlug, setDirectionSlug] = useState(() => {
    const asked = params.get(TOOL_QUERY.direction);
    return directions.some((candidate) => candidate.slug === asked) ? asked! : (directions[0]?.slug ?? '');
  });
  const [chosen, setChosen] = useState(() => chosenFrom(directions, params.getAll(TOOL_QUERY.service)));
  const direction = directions.find((candidate) => candidate.slug === directionSlug) ?? directions[0];
  const lines = useMemo(() => (direction ? linesOf(direction) : []), [direction]);
  const selected = [...chosen.values()];
  const total = calculatorTotal(selected);
  const summary = selected.map((line) => line.item.name).join(', ');

  const toggle = (line: Line) =>
    setChosen((previous) => {
      const next = new Map(previous);
      if (next.has(line.key)) next.delete(line.key);
      else next.set(line.key, line);
      return next;
    });

  const listed = new Set(lines.map((line) => line.key));

  return (
    <form
      className="calculator"
      method="get"
      action={buildPath('calculator', locale)}
      onSubmit={(event) => event.preventDefault()}
    >
      <div className="calculator__services">
        <label className="calculator__direction">
          <span>
            <FormattedMessage id="calculator.direction" />
          </span>
          <select
            name={TOOL_QUERY.direction}
            value={direction?.slug ?? ''}
            onChange={(event) => setDirectionSlug(event.target.value)}
          >
            {directions.map((candidate) => (
              <option key={candidate.slug} value={candidate.slug}>
                {candidate.name}
              </option>
            ))}
          </select>
        </label>
        <fieldset className="calculator__list">
          <legend className="visually-hidden">
            <FormattedMessage id="calculator.services" />
          </legend>
          {lines.map((line) => (
            <label key={line.key} className="calculator__line">
              <input
                type="checkbox"
                name={TOOL_QUERY.service}
                value={line.key}
                checked={chosen.has(line.key)}
                onChange={() => toggle(line)}
              />
              <span className="calculator__name">{line.item.name}</span>
              <span className="calculator__price">
                <Price value={line.item.price} from={line.item.price_from} />
              </span>
            </label>
          ))}
        </fieldset>
        {selected
          .filter((line) => !listed.has(line.key))
          .map((line) => (
            <input key={line.key} type="hidden" name={TOOL_QUERY.service} value={line.key} />
          ))}
        <Button type="submit" variant="secondary" className="calculator__calculate">
          <FormattedMessage id="calculator.calculate" />
        </Button>
        {/* On a phone the summary is far below the list: a bar keeps the running total in sight. */}
        <p className="calculator__bar" aria-hidden="true">
          <FormattedMessage id="calculator.total" values={{ total: <Price value={total} /> }} />
        </p>
      </div>
      <aside className="calculator__summary" aria-labelledby="calculator-summary-title">
        <h2 id="calculator-summary-title">
          <FormattedMessage id="calculator.summary" />
        </h2>
        {selected.length === 0 ? (
          <p className="card__meta">
            <FormattedMessage id="calculator.nothing" />
          </p>
        ) : (
          <ul className="calculator__chosen">
            {selected.map((line) => (
              <li key={line.key}>
                <span>{line.item.name}</span>
                <button
                  type="button"
                  className="calculator__remove"
                  aria-label={intl.formatMessage({ id: 'calculator.remove' }, { name: line.item.name })}
                  onClick={() => toggle(line)}
                >
                  ×
                </button>
              </li>
            ))}
          </ul>
        )}
        <p className="calculator__total" data-testid="calculator-total" aria-live="polite">
          <FormattedMessage id="calculator.total" values={{ total: <Price value={total} /> }} />
        </p>
        {selected.some((line) => line.item.price_from) && (
          <p className="card__meta">
            <FormattedMessage id="calculator.fromNote" />
          </p>
        )}
        <div className="content-actions">
          <Button
            aria-disabled={selected.length === 0}
            onClick={() =>
              selected.length &&
              openOrder({
                isOpen: true,
                note: intl.formatMessage({ id: 'content.order.calculatorNote' }, { services: summary, total }),
              })
            }
          >
            <FormattedMessage id="content.book" />
          </Button>
          <Button
            variant="secondary"
            aria-disabled={selected.length === 0 || String(total).length > PAYMENT.amountMaxDigits}
            onClick={() =>
              selected.length &&
              String(total).length <= PAYMENT.amountMaxDigits &&
              openPayment({ ...CLOSED_PAYMENT_DIALOG, isOpen: true, desc: summary, amount: String(total) })
            }
          >
            <FormattedMessage id="content.pay" />
          </Button>
        </div>
      </aside>
    </form>
  );
}

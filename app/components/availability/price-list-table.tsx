import { Fragment, useId, useState } from "react";
import { priceListCopy } from "../../content/pages/availability.ts";
import { formatDollars } from "../../lib/format-number.ts";
import {
  type Unit,
  type UnitCell,
  type UnitColumn,
  unitCell,
  unitStatus,
} from "../../lib/units.ts";
import { formatArea, houseNames } from "./price-list-format.ts";
import {
  isDirection,
  nextSort,
  type PriceListSort,
  sortDirections,
  sortUnits,
} from "./price-list-sort.ts";

interface PriceListTableProps {
  /** Names the table: the id of its section's heading. */
  title: string;
  columns: readonly UnitColumn[];
  units: readonly Unit[];
}

/**
 * One house's residences as a sortable table (spec sections 3 and 4). Every column header is a
 * button that sorts by it, ascending first, then toggling; `aria-sort` marks the sorted column.
 * Below the medium breakpoint only the compact columns stay in the row, and the residence
 * name opens the rest beneath it, one row at a time, and a select sorts by any column.
 */
export function PriceListTable({ title, columns, units }: PriceListTableProps) {
  const [sort, setSort] = useState<PriceListSort | null>(null);
  const [expanded, setExpanded] = useState<string | null>(null);
  const tableId = useId();
  const rows = sortUnits(units, sort);
  const order = sort
    ? priceListCopy.sortedBy(sort.column, sort.direction)
    : priceListCopy.listOrder;
  const compact = new Set<string>(priceListCopy.compactColumns);
  const detailColumns = columns.filter((column) => !compact.has(column.title));
  const columnClass = (column: UnitColumn) =>
    `price-table__cell--${column.type}${compact.has(column.title) ? "" : " price-table__cell--wide"}`;

  const sortChoice = sort ? `${sort.column}|${sort.direction}` : "";
  return (
    <div className="price-table__frame">
      <p className="price-table__sort-choice">
        <label htmlFor={`${tableId}-sort`}>{priceListCopy.sortLabel}</label>
        <select
          id={`${tableId}-sort`}
          value={sortChoice}
          onChange={(event) => {
            const [column, direction] = event.currentTarget.value.split("|");
            setSort(column && isDirection(direction) ? { column, direction } : null);
          }}
        >
          <option value="">{priceListCopy.listOrderOption}</option>
          {columns.flatMap((column) =>
            sortDirections.map((direction) => (
              <option key={`${column.title}|${direction}`} value={`${column.title}|${direction}`}>
                {column.title}, {direction}
              </option>
            )),
          )}
        </select>
      </p>
      <table className="price-table">
        <caption className="visually-hidden">
          {title}, {order}
        </caption>
        <thead>
          <tr>
            {columns.map((column) => (
              <th
                key={column.title}
                scope="col"
                className={columnClass(column)}
                aria-sort={sort?.column === column.title ? sort.direction : undefined}
              >
                <button
                  type="button"
                  className="price-table__sort"
                  onClick={() => setSort(nextSort(sort, column.title))}
                >
                  {column.title}
                  <SortIcon direction={sort?.column === column.title ? sort.direction : null} />
                </button>
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((unit, index) => {
            const [first, ...rest] = columns;
            if (!first) return null;
            const name = String(unitCell(unit, first.title)?.value ?? index + 1);
            const detailsId = `${tableId}-${name}`;
            const open = expanded === name;
            const status = unitStatus(unit)?.toLowerCase() ?? "unknown";
            return (
              <Fragment key={name}>
                <tr className={`price-table__row price-table__row--${status}`}>
                  <th scope="row" className={columnClass(first)}>
                    <button
                      type="button"
                      className="price-table__toggle"
                      aria-expanded={open}
                      aria-controls={detailsId}
                      aria-label={`${name}, ${priceListCopy.details}`}
                      onClick={() => setExpanded(open ? null : name)}
                    >
                      {name}
                    </button>
                    <span className="price-table__name">{name}</span>
                  </th>
                  {rest.map((column) => (
                    <td key={column.title} className={columnClass(column)}>
                      <CellContent cell={unitCell(unit, column.title)} residence={name} />
                    </td>
                  ))}
                </tr>
                {/* Drawn only while open: the toggle needs JavaScript anyway, and forty
                    hidden copies of the row would double the table the page lays out and
                    hydrates. */}
                {open && (
                  <tr id={detailsId} className="price-table__details">
                    <td colSpan={columns.length}>
                      <dl className="price-table__facts">
                        {detailColumns.map((column) => (
                          <div key={column.title} className="price-table__fact">
                            <dt>{column.title}</dt>
                            <dd>
                              <CellContent cell={unitCell(unit, column.title)} residence={name} />
                            </dd>
                          </div>
                        ))}
                      </dl>
                    </td>
                  </tr>
                )}
              </Fragment>
            );
          })}
        </tbody>
      </table>
      <p className="visually-hidden" aria-live="polite">
        {sort ? `${title}, ${order}` : ""}
      </p>
    </div>
  );
}

/** A cell drawn by its column type: file, house, area, money or text (spec section 3). */
function CellContent({ cell, residence }: { cell: UnitCell | undefined; residence: string }) {
  if (!cell || cell.value === null || cell.value === "") return null;
  const { value } = cell;
  switch (cell.column_type) {
    case "money":
      return formatDollars(Number(value));
    case "area": {
      const area = formatArea(cell.value_feet ?? Number(value), cell.value_meters ?? 0);
      return (
        <span className="price-table__area">
          <span>{area.feet}</span>
          <span className="price-table__metres">{area.metres}</span>
        </span>
      );
    }
    case "house":
      return value === "Beach" || value === "Shore" ? houseNames[value] : String(value);
    case "file":
      return (
        <span className="price-table__files">
          <a href={String(value)} target="_blank" rel="noopener" className="price-table__file">
            {priceListCopy.view}
            <span className="visually-hidden">{` ${cell.column_title} of ${residence} (PDF, opens in a new tab)`}</span>
          </a>
          <a href={`/download${value}`} className="price-table__file" download>
            {priceListCopy.download}
            <span className="visually-hidden">{` ${cell.column_title} of ${residence} (PDF)`}</span>
          </a>
        </span>
      );
    default:
      return cell.column_title === "Status" ? (
        <span className={`unit-status unit-status--${String(value).toLowerCase()}`}>{value}</span>
      ) : (
        String(value)
      );
  }
}

function SortIcon({ direction }: { direction: PriceListSort["direction"] | null }) {
  return (
    <svg
      className={`price-table__sort-icon${direction ? ` price-table__sort-icon--${direction}` : ""}`}
      viewBox="0 0 12 16"
      fill="none"
      stroke="currentColor"
      strokeWidth={1.25}
      aria-hidden="true"
      focusable="false"
    >
      <path className="price-table__sort-up" d="M3 6l3-3 3 3" />
      <path className="price-table__sort-down" d="M3 10l3 3 3-3" />
    </svg>
  );
}

import type { PoolGroup } from '@atoll/shared';
import { useTranslation } from 'react-i18next';
import { groupKey, nextSort, SORT_COLUMNS, type PoolSort, type SortColumn } from '../pool-groups';
import { PoolGroupItem } from './PoolGroupItem';

interface PoolGroupListProps {
  groups: readonly PoolGroup[];
  sort: PoolSort;
  onSort(sort: PoolSort): void;
  open: ReadonlySet<string>;
  onToggle(key: string): void;
}

/**
 * The pairs as a table on wide screens (column headers sort) and as cards on phones (a select sorts). Both
 * controls are in the page; CSS shows the one that fits.
 */
export function PoolGroupList({ groups, sort, onSort, open, onToggle }: PoolGroupListProps) {
  const { t } = useTranslation('pools');
  const ariaSort = (column: SortColumn) =>
    sort.column === column ? (sort.order === 'asc' ? 'ascending' : 'descending') : 'none';

  return (
    <div className="pool-groups">
      <label className="pool-groups__sort-select">
        <span className="muted">{t('pools.sort.label')}</span>
        <select
          value={`${sort.column}:${sort.order}`}
          onChange={(event) => {
            const [column, order] = event.target.value.split(':') as [SortColumn, PoolSort['order']];
            onSort({ column, order });
          }}
          data-testid="pools-sort-select"
        >
          {SORT_COLUMNS.flatMap((column) =>
            (['desc', 'asc'] as const).map((order) => (
              <option key={`${column}:${order}`} value={`${column}:${order}`}>
                {t(`pools.sort.${order}`, { column: t(`pools.column.${column}`) })}
              </option>
            )),
          )}
        </select>
      </label>
      <div className="pool-groups__head" role="row">
        <span role="columnheader">{t('pools.column.pair')}</span>
        {SORT_COLUMNS.map((column) => (
          <span key={column} role="columnheader" aria-sort={ariaSort(column)}>
            <button
              type="button"
              className="pool-groups__sort"
              data-active={sort.column === column}
              data-order={sort.order}
              onClick={() => onSort(nextSort(sort, column))}
              data-testid={`pools-sort-${column}`}
            >
              {t(`pools.column.${column}`)}
            </button>
          </span>
        ))}
        <span />
      </div>
      <ul className="pool-groups__list" data-testid="pool-groups">
        {groups.map((group) => {
          const key = groupKey(group);
          return (
            <PoolGroupItem
              key={key}
              group={group}
              pairKey={key}
              open={open.has(key)}
              onToggle={() => onToggle(key)}
            />
          );
        })}
      </ul>
    </div>
  );
}

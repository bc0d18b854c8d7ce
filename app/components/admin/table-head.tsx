import { cn } from "~/lib/utils";

/** The head row of an admin table: one column name each, calm small capitals on linen. */
export function AdminTableHead({ columns, className }: { columns: string[]; className?: string }) {
  return (
    <thead className={cn("border-b border-sand bg-linen text-xs tracking-wide text-stone uppercase", className)}>
      <tr>
        {columns.map((column) => (
          <th key={column} scope="col" className="px-4 py-3 font-semibold whitespace-nowrap">
            {column}
          </th>
        ))}
      </tr>
    </thead>
  );
}

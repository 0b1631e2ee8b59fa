// The header row of an account's history table: one column head per label, in order.
export function ColumnHeads({ labels }: { labels: readonly string[] }) {
  return (
    <thead className="border-b border-slate-200 text-slate-700">
      <tr>
        {labels.map((h) => (
          <th key={h} scope="col" className="px-5 py-3 font-semibold">
            {h}
          </th>
        ))}
      </tr>
    </thead>
  );
}

import { Segmented } from 'antd';

type ViewSwitchProps<V extends string> = {
  /** What the switch chooses, as a screen reader hears it ('Show progress as'). */
  label: string;
  value: V;
  onChange: (view: V) => void;
  views: readonly { value: V; label: string }[];
};

/** The switch between a chart and its table: every chart of key results has a table of the same figures beside it. */
export function ViewSwitch<V extends string>({ label, value, onChange, views }: ViewSwitchProps<V>) {
  return <Segmented<V> size="small" aria-label={label} value={value} onChange={onChange} options={[...views]} />;
}

interface SpinnerProps {
  label: string;
  size?: number;
}

export function Spinner({ label, size = 20 }: SpinnerProps) {
  return <span className="spinner" role="status" aria-label={label} style={{ width: size, height: size }} />;
}

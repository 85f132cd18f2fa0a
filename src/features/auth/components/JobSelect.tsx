import TextField, { type TextFieldProps } from '@mui/material/TextField';
import { jobs } from '@/shared/lib/jobs';

/** The job picker: a native select, which phones show as their own wheel or sheet. */
export function JobSelect({
  value,
  onChange,
}: {
  value: string;
  onChange: TextFieldProps['onChange'];
}) {
  return (
    <TextField
      select
      label="직업"
      name="job"
      value={value}
      onChange={onChange}
      fullWidth
      slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
    >
      {jobs.map((job) => (
        <option key={job.value} value={job.value}>
          {job.label}
        </option>
      ))}
    </TextField>
  );
}

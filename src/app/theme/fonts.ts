// Self-hosted Pretendard (npm package), dynamic subsets: only the slices a page uses are fetched.
import './pretendard.css';

// Self-hosted Pretendard, straight from its npm package: the variable font's dynamic-subset
// stylesheet, so one set of files serves every weight and the browser downloads only the
// unicode-range slices a page uses. Its family is 'Pretendard Variable' (global.css).
import 'pretendard/dist/web/variable/pretendardvariable-dynamic-subset.css';

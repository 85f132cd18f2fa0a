const { measureScale } = await import('/work/main/scripts/bench-scale.mjs');
const r = await measureScale('dist-bench');
console.log(JSON.stringify(r, null, 1));

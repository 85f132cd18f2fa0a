/**
 * Jest's module runtime, with V8's compiled code kept from one test file to the next.
 *
 * Jest loads every module afresh for each test file (each file has its own registry), and compiles
 * it afresh too: React's development build, MUI, the router and the app itself are parsed and
 * compiled once per test file, a tenth of the suite's time. This runtime compiles each module as a
 * vm.Script and, when the test file ends, keeps V8's code cache of it (which by then holds the
 * functions the tests called) for the worker's next test files. A module whose code has changed
 * (a new transform, a StrykerJS mutant) has a different source and is compiled as before; V8 also
 * refuses a cache that does not fit. What runs is the same code: only its compiling is reused.
 */
const vm = require('node:vm');
const { handlePotentialSyntaxError } = require('@jest/transform');
const Runtime = require('jest-runtime').default;

/** By file: the wrapped source and V8's code cache of it, for this worker's later test files. */
const compiled = new Map();

class CachedCompileRuntime extends Runtime {
  /** Scripts compiled without a cache in this test file: their cache is made at teardown. */
  #uncached = [];

  createScriptFromCode(scriptSource, filename) {
    const vmContext = this._environment.getVmContext();
    if (vmContext == null) return null;
    // The same function Jest's own compileFunction makes: the module's code, with the parameters
    // Jest passes (module, exports, require, __dirname, __filename, jest), on the same lines.
    const source = `(function (${this.constructInjectedModuleParameters().join(', ')}) {${scriptSource}\n})`;
    const cached = compiled.get(filename);
    const cachedData = cached?.source === source ? cached.data : undefined;
    try {
      const script = new vm.Script(source, { filename, cachedData });
      if (cachedData === undefined || script.cachedDataRejected) {
        this.#uncached.push({ filename, source, script });
      }
      return script.runInContext(vmContext);
    } catch (error) {
      throw handlePotentialSyntaxError(error);
    }
  }

  teardown() {
    for (const { filename, source, script } of this.#uncached) {
      compiled.set(filename, { source, data: script.createCachedData() });
    }
    this.#uncached = [];
    super.teardown();
  }
}

module.exports = CachedCompileRuntime;

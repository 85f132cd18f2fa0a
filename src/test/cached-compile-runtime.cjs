/**
 * Jest's module runtime, with each module's transformed and compiled code kept from one test file
 * to the next.
 *
 * Jest loads every module afresh for each test file (each file has its own registry): it reads the
 * source and its transform from disk, and compiles it. React's development build, MUI, the router
 * and the app itself were read and compiled once per test file, more than a tenth of the suite's
 * time. This runtime, for the worker's later test files:
 * - keeps each file's transform, while the file's size and modification time stay the same;
 * - compiles each module as a vm.Script and, when the test file ends, keeps V8's code cache of it
 *   (which by then holds the functions the tests called). A module whose code has changed (a new
 *   transform, a StrykerJS mutant) has a different source and is compiled as before; V8 also
 *   refuses a cache that does not fit.
 * What runs is the same code: only the reading and compiling are reused.
 */
const { statSync } = require('node:fs');
const vm = require('node:vm');
const { handlePotentialSyntaxError } = require('@jest/transform');
const Runtime = require('jest-runtime').default;

/** By file: the wrapped source and V8's code cache of it, for this worker's later test files. */
const compiled = new Map();
/** By file and options: its transform (or raw source), and the file's size and time it was of. */
const transformed = new Map();

class CachedCompileRuntime extends Runtime {
  /** Scripts compiled without a cache in this test file: their cache is made at teardown. */
  #uncached = [];

  transformFile(filename, options) {
    const { size, mtimeMs } = statSync(filename);
    const key = `${filename}\0${JSON.stringify(options ?? {})}`;
    const kept = transformed.get(key);
    if (kept?.size !== size || kept.mtimeMs !== mtimeMs) {
      const code = super.transformFile(filename, options);
      const file = options?.isInternalModule ? undefined : this._fileTransforms.get(filename);
      transformed.set(key, { size, mtimeMs, code, file });
      return code;
    }
    if (kept.file && !options?.isInternalModule) {
      // What Jest's transformFile records: the transform, and its source map for stack traces.
      this._fileTransforms.set(filename, kept.file);
      if (kept.file.sourceMapPath) this._sourceMapRegistry.set(filename, kept.file.sourceMapPath);
    }
    return kept.code;
  }

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

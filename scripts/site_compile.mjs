// Compile the Python files under a folder to bytecode with the browser edition's own Python
// (Pyodide, run by Node): scripts/site_compile.py packs the result into the site's wheels, so
// that a kernel in the page imports IPython, its dependencies and tokaido_nb without compiling
// their source first, at every start.
//
//     node scripts/site_compile.mjs <pyodide folder> <folder to compile>
import path from "node:path";
import { pathToFileURL } from "node:url";

const [pyodideFolder, folder] = process.argv.slice(2).map((p) => path.resolve(p));
const { loadPyodide } = await import(pathToFileURL(path.join(pyodideFolder, "pyodide.mjs")));
const pyodide = await loadPyodide({ indexURL: pyodideFolder + path.sep });
pyodide.FS.mkdirTree("/compile");
pyodide.FS.mount(pyodide.FS.filesystems.NODEFS, { root: folder }, "/compile");
// Unchecked hash-based .pyc (PEP 552): used as they are, whatever the times the wheel's files
// get when the kernel unpacks them; the sources stay beside them for tracebacks.
await pyodide.runPythonAsync(`
import compileall, py_compile
compileall.compile_dir("/compile", quiet=2, workers=1,
                       invalidation_mode=py_compile.PycInvalidationMode.UNCHECKED_HASH)
`);

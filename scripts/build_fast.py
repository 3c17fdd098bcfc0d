"""The optional compiled build (issue 13): the hot modules compiled with mypyc into build/fast, a copy of the
package with the compiled modules beside their sources (an extension module is imported before a source
file of the same name). The pure-Python package stays the default: nothing changes unless build/fast is put
first on PYTHONPATH (`make fast` builds it; `make test` then also runs a quick subset against it).

    .venv/bin/python scripts/build_fast.py        # needs the [fast] extra (mypy, which brings mypyc) and a C compiler

The package is not clean under mypy's strict checks, so the error codes its loose typing raises are turned
off for the build (mypyc then inserts run-time type checks where the annotations are wrong, and such code
still runs as Python would). Modules that monkeypatching tests reach into are compiled too, so those tests
(which replace a function inside a compiled module) are left out of the compiled run.
"""

from __future__ import annotations

import shutil
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
OUT = ROOT / "build" / "fast"

# The modules where the profile of random and heuristic play spends its time (benchmarks/throughput.py).
MODULES = [
    "lithoform/rules/legal.py",
    "lithoform/rules/payment.py",
    "lithoform/rules/priority.py",
    "lithoform/rules/continuous/characteristics.py",
]

LOOSE = ["union-attr", "arg-type", "index", "attr-defined", "assignment", "misc", "return-value", "call-overload",
         "operator", "var-annotated", "has-type", "dict-item", "list-item", "override", "valid-type", "call-arg",
         "return"]

SETUP = """
from setuptools import setup
from mypyc.build import mypycify
setup(name="lithoform_fast", script_args=["build_ext", "--inplace"],
      ext_modules=mypycify({args!r}, opt_level="3"))
"""


def main() -> None:
    if OUT.exists():
        shutil.rmtree(OUT)
    OUT.mkdir(parents=True)
    shutil.copytree(ROOT / "lithoform", OUT / "lithoform", ignore=shutil.ignore_patterns("__pycache__", "*.so"))
    args = ["--ignore-missing-imports", "--follow-imports=silent"]
    args += [f"--disable-error-code={code}" for code in LOOSE] + MODULES
    (OUT / "setup_fast.py").write_text(SETUP.format(args=args))
    subprocess.run([sys.executable, "setup_fast.py"], cwd=OUT, check=True)
    built = sorted(str(p.relative_to(OUT)) for p in (OUT / "lithoform").rglob("*.so"))
    print("compiled:", *built, sep="\n  ")


if __name__ == "__main__":
    main()

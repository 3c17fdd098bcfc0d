"""The optional compiled build (issue 13): the hot modules compiled with mypyc into build/fast, a copy of the
package with the compiled modules beside their sources (an extension module is imported before a source
file of the same name). The pure-Python package stays the default: nothing changes unless build/fast is put
first on PYTHONPATH (`make fast` builds it; `make test` then also runs a quick subset against it).

    .venv/bin/python scripts/build_fast.py [--groups state,rules,...] [--out DIR]
        # needs the [fast] extra (mypy, which brings mypyc) and a C compiler

The package is not clean under mypy's strict checks, so the error codes its loose typing raises are turned
off for the build (mypyc then inserts run-time type checks where the annotations are wrong, and such code
still runs as Python would). Modules that monkeypatching tests reach into are compiled too, so those tests
(which replace a function inside a compiled module) are left out of the compiled run.
"""

from __future__ import annotations

import argparse
import ast
import os
import shutil
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent

# The groups of modules compiled, by where random and heuristic play spend their time (a cProfile of
# benchmarks/interleaved.py's games, by file). Each is a list of globs under lithoform/.
GROUPS: dict[str, list[str]] = {
    "core": ["rules/legal.py", "rules/payment.py", "rules/priority.py", "rules/continuous/characteristics.py"],
    "state": ["state/*.py"],
    "rules": ["rules/**/*.py"],
    "game": ["play/game.py"],
    "cards": ["cards/mana.py", "cards/mana_abilities.py"],
    "mechanics": ["mechanics/*/rules.py"],
    # the learning environments' own work per step (issue 14): observations and their encoding. Not gym.py and
    # pettingzoo.py, thin wrappers whose public methods take numpy integers for `int` (mypyc checks an argument's
    # declared type at a compiled function's door: `step(np.int64(3))` would raise TypeError)
    "env": ["play/observation.py", "play/env/encoding.py"],
}
DEFAULT_GROUPS = ["state", "rules", "game", "cards", "env"]

# Modules of those groups that mypyc can't compile (each with why), left as Python.
EXCLUDED: dict[str, str] = {
    "lithoform/rules/continuous/layers.py": "Working's attributes are set by name (setattr over __slots__): mypyc "
                                            "fails on `w.power += dp` (an internal KeyError)",
}

LOOSE = ["union-attr", "arg-type", "index", "attr-defined", "assignment", "misc", "return-value", "call-overload",
         "operator", "var-annotated", "has-type", "dict-item", "list-item", "override", "valid-type", "call-arg",
         "return", "type-var"]

SETUP = """
from setuptools import setup
from mypyc.build import mypycify
setup(name="lithoform_fast", script_args=["build_ext", "--inplace"],
      ext_modules=mypycify({args!r}, opt_level={opt_level!r}, multi_file={multi_file!r}))
"""


def class_keywords(path: Path) -> list[str]:
    """The classes of a module defined with keywords (`class Obj(msgspec.Struct, frozen=True)`). mypyc drops
    a class's keywords without a word (python/mypy#21938): compiled, such a Struct would be mutable and
    unhashable. So a module that defines one is never compiled."""
    tree = ast.parse(path.read_text(), str(path))
    return [node.name for node in ast.walk(tree) if isinstance(node, ast.ClassDef) and node.keywords]


def modules(groups: list[str]) -> tuple[list[str], dict[str, str]]:
    """The source paths (relative to the package's parent) of `groups` that are compiled, in a stable order,
    and those left as Python, with why."""
    package = ROOT / "lithoform"
    found: set[str] = set()
    for group in groups:
        for pattern in GROUPS[group]:
            found.update(str(p.relative_to(ROOT)) for p in package.glob(pattern))
    left = {p: EXCLUDED[p] for p in found if p in EXCLUDED}
    for path in sorted(found - set(left)):
        keyworded = class_keywords(ROOT / path)
        if keyworded:
            left[path] = f"defines classes with keywords ({', '.join(keyworded)}), which mypyc drops"
    return sorted(found - set(left)), left


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--groups", default=",".join(DEFAULT_GROUPS),
                        help=f"comma-separated, of: {', '.join(GROUPS)} (default: %(default)s)")
    parser.add_argument("--out", default=str(ROOT / "build" / "fast"), help="where the build goes")
    parser.add_argument("--multi-file", action="store_true", help="one C file per module (mypyc's multi_file)")
    parser.add_argument("--opt-level", default="3", choices=("0", "1", "2", "3"),
                        help="the C compiler's optimisation level (default %(default)s; 0 runs the same code, slower, "
                             "and saves little: 3m24s of CPU against 3m54s for the whole build, w23-fast)")
    opts = parser.parse_args()
    groups = [g for g in opts.groups.split(",") if g]
    unknown = [g for g in groups if g not in GROUPS]
    if unknown:
        parser.error(f"unknown group(s) {', '.join(unknown)}; the groups are {', '.join(GROUPS)}")
    out = Path(opts.out)
    if out.exists():
        shutil.rmtree(out)
    out.mkdir(parents=True)
    shutil.copytree(ROOT / "lithoform", out / "lithoform", ignore=shutil.ignore_patterns("__pycache__", "*.so"))
    args = ["--ignore-missing-imports", "--follow-imports=silent"]
    compiled, left = modules(groups)
    for path, why in sorted(left.items()):
        print(f"not compiled: {path}: {why}")
    args += [f"--disable-error-code={code}" for code in LOOSE] + compiled
    (out / "setup_fast.py").write_text(SETUP.format(args=args, multi_file=opts.multi_file, opt_level=opts.opt_level))
    env = {**os.environ, "MYPYC_OPT_LEVEL": opts.opt_level}
    subprocess.run([sys.executable, "setup_fast.py"], cwd=out, check=True, env=env)
    built = sorted(str(p.relative_to(out)) for p in (out / "lithoform").rglob("*.so"))
    print(f"compiled {len(built)} modules:", *built, sep="\n  ")


if __name__ == "__main__":
    main()

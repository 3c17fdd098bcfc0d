"""Writes the README's table of the seed cards' official rulings and the tests that check them.

    python scripts/ruling_table.py          # rewrite the table in README.md
    python scripts/ruling_table.py --check  # exit 1 if README.md is out of date (the suite runs this)

A ruling is matched to a test when the test function's source contains the ruling's first 80 letters and
digits (quotes, spaces and comment marks ignored), the same rule the ruling-coverage tool uses.
"""

from __future__ import annotations

import argparse
import ast
import pathlib
import re
import sys

ROOT = pathlib.Path(__file__).resolve().parent.parent
README = ROOT / "README.md"
BEGIN = "<!-- rulings:begin -->"
END = "<!-- rulings:end -->"
CARDS = (
    "Tawnos, Urza's Apprentice", "Lithoform Engine", "Repudiate // Replicate", "Verdurous Gearhulk", "Mirrorworks",
    "Tidehollow Sculler", "Soul Foundry", "Fiend Hunter", "Mirror Image", "Leyline Tyrant", "Strionic Resonator",
    "Panharmonicon", "Breya, Etherium Shaper", "Umezawa's Jitte", "Bonesplitter", "Bosh, Iron Golem", "Triskelion",
    "Walking Ballista", "Ketria Crystal", "Hornet Cannon", "Kiki-Jiki, Mirror Breaker", "Ministrant of Obligation",
    "Monastery Swiftspear", "Burst Lightning", "Fireball", "Elvish Visionary",
)


def squash(text: str) -> str:
    text = text.replace("’", "'").replace("“", '"').replace("”", '"').lower()
    return re.sub(r"[^a-z0-9]", "", text)


def test_functions() -> list[tuple[str, str]]:
    """(test id, squashed source) for every test function under tests/."""
    out = []
    for path in sorted((ROOT / "tests").rglob("test_*.py")):
        source = path.read_text()
        tree = ast.parse(source)
        for node in ast.walk(tree):
            if isinstance(node, ast.FunctionDef | ast.AsyncFunctionDef) and node.name.startswith("test"):
                segment = ast.get_source_segment(source, node) or ""
                out.append((f"{path.relative_to(ROOT)}::{node.name}", squash(segment)))
    return out


def table() -> str:
    from lithoform.carddb import get_card

    tests = test_functions()
    lines = ["| card | ruling | test |", "|---|---|---|"]
    found = total = 0
    for name in CARDS:
        for ruling in get_card(name).rulings:
            total += 1
            key = squash(ruling.text)[:80]
            matching = [tid for tid, src in tests if key in src]
            # several cards share a ruling's words (Fiend Hunter's and Charming Prince's 'new object'): the card's
            # own test file first
            own = f"/test_{re.sub(r'[^a-z0-9]+', '_', name.lower()).strip('_')}.py::"
            where = next((tid for tid in matching if own in tid), matching[0] if matching else None)
            found += where is not None
            text = ruling.text if len(ruling.text) <= 90 else ruling.text[:87] + "..."
            text = text.replace("|", "\\|")
            lines.append(f"| {name} | {text} | {f'`{where}`' if where else '**no test yet**'} |")
    head = f"{found} of {total} rulings of the seed cards and the cards they name are checked by a test."
    return "\n".join([head, "", *lines])


def render(readme: str) -> str:
    start, end = readme.index(BEGIN), readme.index(END)
    return readme[: start + len(BEGIN)] + "\n" + table() + "\n" + readme[end:]


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--check", action="store_true")
    args = parser.parse_args()
    sys.path.insert(0, str(ROOT))
    current = README.read_text()
    new = render(current)
    if args.check:
        if new != current:
            print("README.md's ruling table is out of date: run python scripts/ruling_table.py")
            return 1
        return 0
    README.write_text(new)
    return 0


if __name__ == "__main__":
    sys.exit(main())

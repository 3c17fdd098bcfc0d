"""Which real decks load, and for those that don't, which cards the engine refuses and why (the compiler's
refused phrase), with the blockers grouped by card and by rough mechanic.

    PYTHONPATH=. .venv/bin/python scripts/deck_corpus_report.py [FOLDER] [--json] [--cards]

FOLDER defaults to tests/decks/real. `--cards` lists every refused card with its phrases under each deck;
`--json` prints {deck: {card: [phrases]}} for other tools; `--xfail-table` prints the table of decks that
don't load yet for tests/decks/test_real_decks.py; `--readme-table` prints README's table of the corpus (one row
per format: its lists by year and archetype, each that doesn't load yet marked with its refused cards)."""

from __future__ import annotations

import argparse
import json
import re
import sys
from collections import Counter, defaultdict
from pathlib import Path

from lithoform.play.decks import deck_refusals

DEFAULT_FOLDER = Path(__file__).resolve().parent.parent / "tests" / "decks" / "real"

# A rough grouping of refused phrases by the mechanic they need (first match wins), for the summary only.
GROUPS: tuple[tuple[str, str], ...] = (
    ("tokens with rules (Treasure/Food/Clue/Blood, 111.10)", r"\btreasure|\bfood\b|\bclue|investigate|\bblood token"),
    ("as ~ enters, choose (614.12, 607)", r"as ~ enters.*choose|chosen (color|type|name|player)|named card"),
    ("counter keywords (undying/persist/proliferate/training/evolve/...)",
     r"undying|persist|proliferate|training|evolve|modular|bloodthirst|outlast|with no counters"),
    ("counted values / CDAs (604.3)", r"equal to the number|number of|power is equal|toughness is equal|for each"),
    ("combat keywords (exalted/bushido/flanking/battle cry/melee/myriad/goad)",
     r"exalted|bushido|flanking|battle cry|melee|myriad|goad"),
    ("modes / random (700.2, 705, 706)", r"choose (one or more|two)|flip a coin|roll a d"),
    ("costs & casting (w4-cast)", r"madness|suspend|foretell|adventure|cascade|kicke|delve|affinity|unless|scry|"
     r"surveil|search|library|reveal|hand|dash|evoke|escape|flashback|costs? .* less|alternative|without paying"),
    ("face-down / sagas / classes / vehicles / bestow (w4-perm)",
     r"morph|manifest|face.down|lore|chapter|level|crew|vehicle|bestow|enchant player|reconfigure"),
    ("lands (manlands, tapped unless, pay life)", r"becomes? an? .*creature|enters the battlefield tapped unless|"
     r"enters tapped unless|pay 2 life|deals 1 damage to you"),
    ("layout", r"^layout"),
)


def group_of(reason: str) -> str:
    low = reason.lower()
    m = re.search(r"'(.*)'|\"(.*)\"", low)
    phrase = (m.group(1) or m.group(2)) if m else low
    for name, pattern in GROUPS:
        if re.search(pattern, phrase):
            return name
    return "other"


FORMAT_ORDER = ("standard", "pioneer", "historic", "modern", "pauper", "legacy", "vintage")


def archetype(deck: Path) -> str:
    """The archetype a list's first comment names: '# Modern, 2021 (event), Boros Burn (key cards)' gives
    'Boros Burn'; the event's and the key cards' parentheses are dropped."""
    first = deck.read_text(encoding="utf-8").splitlines()[0].lstrip("# ").strip()
    rest = first.split(", ", 1)[1] if ", " in first else first
    if "), " in rest:
        rest = rest.split("), ", 1)[1]
    return re.sub(r"\s*\(.*\)\s*$", "", rest).strip()


def readme_table(files: list[Path], report: dict[str, dict[str, list[str]]]) -> str:
    """README's table of the corpus: per format, how many lists load and which lists there are."""
    by_format: dict[str, list[Path]] = defaultdict(list)
    for f in files:
        by_format[f.stem.split("-", 1)[0]].append(f)
    loading = sum(1 for r in report.values() if not r)
    lines = [f"{loading} of {len(files)} lists load whole.", "",
             "| format | load | lists (year, archetype; * = doesn't load yet, refused cards in brackets) |",
             "|---|---|---|"]
    for fmt in sorted(by_format, key=lambda f: (FORMAT_ORDER.index(f) if f in FORMAT_ORDER else 99, f)):
        decks = sorted(by_format[fmt], key=lambda f: (f.stem.split("-")[1], archetype(f)))
        names = []
        for f in decks:
            name = f"{f.stem.split('-')[1]} {archetype(f)}"
            refused = report[f.stem]
            names.append(f"{name}* [{', '.join(sorted(refused))}]" if refused else name)
        ok = sum(1 for f in decks if not report[f.stem])
        lines.append(f"| {fmt.capitalize()} | {ok} of {len(decks)} | {'; '.join(names)} |")
    return "\n".join(lines)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("folder", nargs="?", default=str(DEFAULT_FOLDER))
    parser.add_argument("--json", action="store_true")
    parser.add_argument("--cards", action="store_true", help="list each refused card's phrases per deck")
    parser.add_argument("--xfail-table", action="store_true",
                        help="print the NOT_YET table of tests/decks/test_real_decks.py for the current engine")
    parser.add_argument("--readme-table", action="store_true",
                        help="print README's table of the corpus, one row per format")
    args = parser.parse_args(argv)
    files = sorted(Path(args.folder).glob("*.txt"))
    if not files:
        print(f"no deck files (*.txt) in {args.folder}", file=sys.stderr)
        return 2
    report = {f.stem: deck_refusals(f) for f in files}
    if args.xfail_table:
        for deck, refused in report.items():
            if refused:
                print(f'    "{deck}":\n        "{", ".join(sorted(refused))}",')
        return 0
    if args.readme_table:
        print(readme_table(files, report))
        return 0
    if args.json:
        print(json.dumps(report, indent=1, sort_keys=True))
        return 0
    loading = [d for d, r in report.items() if not r]
    print(f"{len(loading)} of {len(report)} decks load\n")
    for deck, refused in report.items():
        status = "loads" if not refused else f"{len(refused)} refused: {', '.join(sorted(refused))}"
        print(f"{deck}: {status}")
        if args.cards:
            for card, reasons in sorted(refused.items()):
                for r in reasons:
                    print(f"    {card}: {r}")
    blocks: Counter[str] = Counter()
    reasons_of: dict[str, list[str]] = {}
    for refused in report.values():
        for card, reasons in refused.items():
            blocks[card] += 1
            reasons_of[card] = reasons
    print(f"\n{len(blocks)} distinct refused cards; by the number of decks each blocks:")
    for card, n in blocks.most_common():
        print(f"  {n:2d}  {card}: {' | '.join(reasons_of[card])[:160]}")
    by_group: dict[str, set[str]] = defaultdict(set)
    decks_by_group: dict[str, set[str]] = defaultdict(set)
    for deck, refused in report.items():
        for card, reasons in refused.items():
            for r in reasons:
                by_group[group_of(r)].add(card)
                decks_by_group[group_of(r)].add(deck)
    print("\nrefused cards by rough mechanic group (cards, decks touched):")
    for g, cards in sorted(by_group.items(), key=lambda kv: -len(kv[1])):
        print(f"  {len(cards):3d} cards, {len(decks_by_group[g]):2d} decks  {g}: {', '.join(sorted(cards))[:200]}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())

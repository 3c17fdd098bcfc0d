"""The packaged Comprehensive Rules text and its lookup functions."""

from __future__ import annotations

import argparse
import gzip
import subprocess
import sys
from pathlib import Path

import pytest

from lithoform import rules_text
from lithoform.rules_text import PACKAGED_RULES, RulesText, UnknownRuleError, exists, get_rule, glossary, rule

REPO = Path(__file__).resolve().parents[1]
SHARED_RULES = REPO.parent / "shared" / "rules" / "MagicCompRules_20260417.txt"

SAMPLE = """\ufeffMagic: The Gathering Comprehensive Rules

These rules are effective as of January 1, 2030.

Contents

1. Game Concepts
100. General
Glossary
Credits

1. Game Concepts

100. General

100.1. These rules apply to any game.

100.1a A two-player game has two players.
Example: Two players play.
Example: Still two.

100.2 A missing period is tolerated.
     An indented paragraph continues 100.2.

101. Golden Rules

101.1. Cards beat rules.

Glossary

Active Player
The player whose turn it is. See rule 100.1.

You, Your
The controller.

Bury (Obsolete)
An old term.

Credits

Someone.
"""


@pytest.fixture(scope="module")
def sample() -> RulesText:
    return RulesText(SAMPLE)


def test_sample_structure(sample: RulesText) -> None:
    assert [r.number for r in sample.rules] == ["1", "100", "100.1", "100.1a", "100.2", "101", "101.1"]
    assert sample.effective_date == "January 1, 2030"
    assert sample.get("100.1a").examples == ("Example: Two players play.", "Example: Still two.")
    assert (
        sample.get("100.2").text == "A missing period is tolerated.\nAn indented paragraph continues 100.2."
    )
    assert sample.get("100.2").label == "100.2"


def test_sample_subtrees(sample: RulesText) -> None:
    assert (
        sample.rule("100.1a")
        == "100.1a A two-player game has two players.\nExample: Two players play.\nExample: Still two."
    )
    assert sample.rule("100.1").split("\n\n")[0] == "100.1. These rules apply to any game."
    assert [r.number for r in sample.subtree("100")] == ["100", "100.1", "100.1a", "100.2"]
    assert [r.number for r in sample.subtree("1")] == [r.number for r in sample.rules]


def test_sample_glossary(sample: RulesText) -> None:
    assert sample.term("active player") == "Active Player\nThe player whose turn it is. See rule 100.1."
    assert sample.term("your").startswith("You, Your\n")
    assert sample.term("Bury").startswith("Bury (Obsolete)\n")
    assert sample.rule("Active  Player").startswith("Active Player")  # a non-number is a glossary lookup
    assert "Credits" not in sample.glossary and "Someone." not in "".join(sample.glossary.values())


def test_rule_returns_a_single_subrule() -> None:
    text = rule("608.2h")
    assert text.startswith("608.2h If an effect requires information from the game")
    assert "\n" not in text and "608.2i" not in text


def test_rule_returns_all_subrules() -> None:
    parts = rule("608.2").split("\n\n")
    numbers = [p.split(" ", 1)[0] for p in parts]
    assert numbers[0] == "608.2."
    assert numbers[1:] == [f"608.2{c}" for c in "abcdefghijkmnp"]  # no l or o


def test_section_and_chapter() -> None:
    section = rule("608")
    assert section.startswith("608. Resolving Spells and Abilities\n\n608.1.")
    assert "608.3." in section and "609." not in section
    assert rule("6").startswith("6. Spells, Abilities, and Effects")


def test_examples_belong_to_the_rule_above() -> None:
    b = get_rule("608.2b")
    assert b.examples and all(e.startswith("Example: ") for e in b.examples)
    assert "Sorin\u2019s Thirst" in b.examples[0]
    assert "Example:" not in b.text
    assert rule("608.2b").count("\nExample: ") == len(b.examples)
    assert get_rule("608.2c").examples == ()


def test_indented_paragraph_joins_its_rule() -> None:
    assert "Cards printed in sets prior to the Eighth Edition" in get_rule("205.4c").text


def test_irregular_numbering_in_the_source() -> None:
    assert get_rule("606.5").label == "606.5"  # printed without its period
    assert get_rule("119.1d").label == "119.1d."  # printed with an extra one


@pytest.mark.parametrize(
    "number", ["113.7a", "608.2h", "707.10", "100", "9", "CR 608.2h", "rule 704.5k", "608.2H", "608.2."]
)
def test_exists(number: str) -> None:
    assert exists(number)


@pytest.mark.parametrize("number", ["608.2o", "704.5l", "999", "1000.1", "", "hello"])
def test_not_exists(number: str) -> None:
    assert not exists(number)


def test_unknown_rule_suggests_neighbours() -> None:
    with pytest.raises(UnknownRuleError) as info:
        rule("608.2o")
    assert isinstance(info.value, LookupError)
    assert info.value.suggestions[:2] == ("608.2n", "608.2p")
    assert "608.2n" in str(info.value)
    with pytest.raises(UnknownRuleError) as info:
        rule("100.99")
    assert info.value.suggestions[0] == "100.7"


def test_glossary() -> None:
    assert (
        glossary("Mana Value")
        == "Mana Value\nThe total amount of mana in a mana cost, regardless of color. See rule 202.3."
    )
    assert rule("mana value") == glossary("mana value")
    with pytest.raises(UnknownRuleError) as info:
        glossary("mana vlue")
    assert info.value.suggestions[0] == "Mana Value"


def test_every_rule_cited_in_the_rules_exists() -> None:
    parsed = rules_text.packaged()
    cited = set()
    for r in parsed.rules:
        cited.update(rules_text.CITATION.findall(r.render()))
    assert len(cited) > 1000
    assert sorted(n for n in cited if not parsed.exists(n)) == []


def test_cli(capsys: pytest.CaptureFixture[str]) -> None:
    parser = argparse.ArgumentParser(prog="lithoform")
    rules_text.add_rules_parser(parser.add_subparsers(dest="command"))
    args = parser.parse_args(["rules", "608.2h"])
    assert args.func(args) == 0
    assert capsys.readouterr().out.startswith("608.2h If an effect")
    args = parser.parse_args(["rules", "mana", "value"])
    assert args.func(args) == 0
    assert capsys.readouterr().out.startswith("Mana Value\n")
    args = parser.parse_args(["rules", "608.2o"])
    assert args.func(args) == 1
    assert "608.2n" in capsys.readouterr().err


def test_packaged_file_is_deterministic_gzip() -> None:
    header = PACKAGED_RULES.read_bytes()[:10]
    assert header[:3] == b"\x1f\x8b\x08" and header[3] == 0  # no FNAME: file name not embedded
    assert header[4:8] == b"\0\0\0\0"  # mtime 0


def test_build_script_is_deterministic(tmp_path: Path) -> None:
    source = tmp_path / "cr.txt"
    source.write_text(SAMPLE, encoding="utf-8")
    outputs = []
    for name in ("a.gz", "b.gz"):
        out = tmp_path / name
        subprocess.run(
            [
                sys.executable,
                str(REPO / "scripts" / "build_rules.py"),
                "--source",
                str(source),
                "--output",
                str(out),
            ],
            check=True,
            capture_output=True,
        )
        outputs.append(out.read_bytes())
    assert outputs[0] == outputs[1]
    assert gzip.decompress(outputs[0]) == source.read_bytes()


@pytest.mark.skipif(not SHARED_RULES.is_file(), reason="source rules text not available")
def test_packaged_copy_matches_source() -> None:
    assert gzip.decompress(PACKAGED_RULES.read_bytes()) == SHARED_RULES.read_bytes()

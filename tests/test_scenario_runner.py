"""The scenario runner (SCENARIO-FORMAT.md): every tests/scenarios/*.yaml passes, and the runner itself
reports malformed files (exit 2, with the line), failed expectations (exit 1, with the game log),
`expect: illegal` and `can` / `cannot` as the format says."""

from __future__ import annotations

import io
import textwrap
from pathlib import Path

import pytest

from lithoform.cards.registry import register
from lithoform.cards.tree import (
    ActivatedAbility,
    AlternativeCost,
    CardDef,
    CardFace,
    Cost,
    DealDamage,
    DrawCards,
    GainLife,
    Mode,
    SpellAbility,
    Target,
    TargetSpec,
)
from lithoform.cli import main
from lithoform.rules_text import exists
from lithoform.scenario import run_text
from lithoform.scenario.cli import print_report
from lithoform.scenario.model import parse
from lithoform.scenario.runner import Report, run_file

SCENARIOS = sorted((Path(__file__).parent / "scenarios").glob("*.yaml"))
BUGS = sorted((Path(__file__).parent / "scenarios" / "bugs").glob("*.yaml"))


def _shown(report: Report) -> str:
    out = io.StringIO()
    print_report(report, out)
    return out.getvalue()


def _run(text: str) -> Report:
    return run_text(textwrap.dedent(text))


@pytest.mark.parametrize("path", SCENARIOS, ids=[p.stem for p in SCENARIOS])
def test_scenario_passes(path: Path) -> None:
    report = run_file(str(path))
    assert report.error is None, _shown(report)
    assert report.results, f"{path.name} checks nothing"
    assert report.code == 0, _shown(report)


def test_every_scenario_cites_rules_that_exist() -> None:
    # tests/scenarios/bugs/ (engine bugs, not run here) is only parsed
    for path in [*SCENARIOS, *BUGS]:
        rules = parse(path.read_text()).rules
        assert rules, f"{path.name} has no `rules:`"
        unknown = [r for r in rules if not exists(r)]
        assert not unknown, f"{path.name} cites rules absent from the CR: {unknown}"


BOARD = """\
format: lithoform-scenario/1
name: a board
rules: [608.2]
setup:
  active: P1
  step: main1
  P1:
    battlefield: [Mountain, {card: Island, count: 2}]
    hand: [Lightning Bolt, Counterspell]
  P2:
    battlefield: [{card: Grizzly Bears, label: Bears}]
"""


# --- exit codes and reports -------------------------------------------------------------------------------------


def _cli(tmp_path: Path, capsys: pytest.CaptureFixture[str], text: str) -> tuple[int, str]:
    path = tmp_path / "case.yaml"
    path.write_text(text)
    code = main(["scenario", "run", str(path)])
    return code, capsys.readouterr().out


@pytest.mark.parametrize(("tail", "line", "reason"), [
    ("script:\n  - {P1: casts, card: Lightning Bolt}\n", 13, "unknown verb 'casts'"),
    ("script:\n  - {P1: cast, card: Lightning Bolt, targets: [Bears}\n", 13, "not valid YAML"),
    ("script:\n  - {P1: cast, card: Lightning Bolt, face: Lightning}\n", 13, "not supported by this engine version"),
    ("script:\n  - {P1: choose, new_targets: keep}\n", 13, "not supported by this engine version yet"),
    ("script:\n  - {P1: choose, copy_of: Bears}\n", 13, "not supported by this engine version yet"),
    ("script:\n  - resolve: some\n", 13, "resolve: 1 (the top object)"),
    ("script:\n  - advance: untap\n", 13, "502.4"),
    ("expect:\n  - {life: {P1: 20}}\n  - {zone: P3.hand, count: 1}\n", 14, "not a zone"),
    ("expect:\n  - {object: Bears, attached_to: Mountain}\n", 13, "not supported by this engine version yet"),
    ("expect:\n  - {stack: {size: 0}}\n  - {colour: red}\n", 14, "unknown expectation"),
    ("script:\n  - {P1: cast, card: Lightning Bolt, card: Shock}\n", 13, "given twice"),
    ("script:\n  - {P1: cast, card: Lightning Bolt, targets: [stack:bottom]}\n", 13, "stack:top"),
])
def test_malformed_file_exits_2_with_its_line(tmp_path: Path, capsys: pytest.CaptureFixture[str], tail: str,
                                              line: int, reason: str) -> None:
    code, out = _cli(tmp_path, capsys, BOARD + tail)
    assert code == 2, out
    assert f"case.yaml:{line}: malformed" in out, out
    assert reason in out, out


@pytest.mark.parametrize(("entry", "reason"), [
    ("{card: Lightning Bolt, attached_to: Bears}", "not supported by this engine version yet"),
    ("{card: Lightning Bolt, face: Lightning}", "not supported by this engine version yet"),
    ("Lightning Blot", "no definition for the card 'Lightning Blot'"),
    ("{card: Mountain, colour: red}", "unknown key 'colour'"),
])
def test_malformed_setup_entry_names_its_line(tmp_path: Path, capsys: pytest.CaptureFixture[str], entry: str,
                                              reason: str) -> None:
    text = f"setup:\n  active: P1\n  P1:\n    hand:\n      - Mountain\n      - {entry}\n"
    code, out = _cli(tmp_path, capsys, text)
    assert code == 2 and ":6: malformed" in out and reason in out, out


def test_failing_expectation_exits_1_and_prints_the_log(tmp_path: Path,
                                                        capsys: pytest.CaptureFixture[str]) -> None:
    text = BOARD + textwrap.dedent("""\
        script:
          - {P1: cast, card: Lightning Bolt, targets: [Bears]}
          - resolve: 1
        expect:
          - {zone: P2.graveyard, contains: [Grizzly Bears]}
          - {life: {P2: 17}}
        """)
    code, out = _cli(tmp_path, capsys, text)
    assert code == 1
    assert "ok   line 16" in out and "FAIL line 17: {life: {P2: 17}}" in out
    assert "P2 has 20 life, not 17" in out
    assert "game log:" in out and "[704.5g]" in out and "[601.2a]" in out


def test_exit_code_is_the_worst_of_the_files(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    good, bad = tmp_path / "good.yaml", tmp_path / "bad.yaml"
    good.write_text(BOARD + "expect:\n  - {life: {P1: 20}}\n")
    bad.write_text(BOARD + "expect:\n  - {lfe: {P1: 20}}\n")
    assert main(["scenario", "run", str(good)]) == 0
    assert main(["scenario", "run", str(good), str(bad)]) == 2
    out = capsys.readouterr().out
    assert "bad.yaml:13: malformed" in out


def test_a_rejected_step_stops_the_script() -> None:
    report = _run(BOARD + textwrap.dedent("""\
        script:
          - {P1: cast, card: Counterspell, targets: [Bears]}
        expect:
          - {life: {P2: 20}}
        """))
    assert report.code == 1
    step, exp = report.results
    assert not step.passed and "rejected" in step.detail
    assert not exp.passed and "not checked: the script stopped at line 13" in exp.detail


def test_an_unscripted_decision_is_a_failure_naming_it() -> None:
    report = _run("""\
        setup:
          active: P1
          P1: {battlefield: [{card: Swamp, count: 3}], hand: [Mind Rot]}
          P2: {hand: [Island, Forest, Mountain]}
        script:
          - {P1: cast, card: Mind Rot, targets: [P2]}
          - resolve: 1
          - resolve: all
        """)
    assert report.code == 1
    (failure,) = report.failed
    assert failure.line == 8
    assert "P2 must decide choose" in failure.detail and "no `choose` answers it" in failure.detail


def test_an_unanswered_announcement_choice_is_a_failure() -> None:
    report = _run(BOARD + "script:\n  - {P1: cast, card: Lightning Bolt}\n")
    (failure,) = report.failed
    assert "doesn't say how to answer" in failure.detail and "target" in failure.detail


# --- expect: illegal --------------------------------------------------------------------------------------------


def test_illegal_step_leaves_the_serialised_state_identical() -> None:
    # the Bolt moves to the stack (601.2a) before its target is refused; the announcement is reversed (733)
    report = _run(BOARD + textwrap.dedent("""\
        script:
          - {P1: cast, card: Lightning Bolt, targets: [Mountain], expect: illegal}
          - {P1: cast, card: Counterspell, expect: illegal}
          - {P2: cast, card: Lightning Bolt, targets: [P1], expect: illegal}
        expect:
          - {zone: P1.hand, count: 2}
          - {object: Mountain, tapped: false}
          - {stack: {size: 0}}
        """))
    assert report.code == 0, _shown(report)
    first, second, third = report.results[:3]
    assert "rejected" in first.detail and "target" in first.detail
    assert "P2 doesn't have priority" in third.detail


def test_illegal_step_that_the_engine_accepts_fails() -> None:
    report = _run(BOARD + textwrap.dedent("""\
        script:
          - {P1: cast, card: Lightning Bolt, targets: [Bears], expect: illegal}
        expect:
          - {zone: P1.hand, contains: [Lightning Bolt]}
        """))
    step, exp = report.results
    assert not step.passed and "accepted" in step.detail
    assert exp.passed  # the script goes on from the state before the step


def test_illegal_step_compares_the_whole_state(monkeypatch: pytest.MonkeyPatch) -> None:
    """An engine that changed something while refusing is caught by the serialised comparison."""
    from lithoform.scenario import runner

    def leaky_back_out(self: runner.Runner) -> None:
        self.game.apply("cancel")
        self.game.state.players = tuple(p if p.index else __import__("msgspec").structs.replace(p, life=1)
                                        for p in self.game.state.players)

    monkeypatch.setattr(runner.Runner, "_back_out", leaky_back_out)
    report = _run(BOARD + "script:\n  - {P1: cast, card: Lightning Bolt, targets: [Mountain], expect: illegal}\n")
    (step,) = report.results
    assert not step.passed and "the state changed" in step.detail and "players" in step.detail


# --- can / cannot -----------------------------------------------------------------------------------------------


def test_can_and_cannot() -> None:
    report = _run(BOARD + textwrap.dedent("""\
        script:
          - {P1: can, cast: Lightning Bolt}
          - {P1: can, cast: Lightning Bolt, targets: [Bears]}
          - {P1: cannot, cast: Lightning Bolt, targets: [Mountain]}
          - {P1: cannot, cast: Counterspell}
          - {P2: cannot, cast: Lightning Bolt}
          - {P1: can, cast: Counterspell}
          - {P1: cannot, play: Mountain}
        expect:
          - {zone: P1.hand, count: 2}
          - {stack: {size: 0}}
        """))
    results = report.results
    assert [r.passed for r in results] == [True, True, True, True, True, False, False, True, True], _shown(report)
    assert "it is not legal" in results[5].detail
    assert "names nothing" in results[6].detail  # the Mountain is not in the hand


def test_cannot_without_targets_means_with_no_target() -> None:
    report = _run("""\
        setup:
          active: P1
          P1: {battlefield: [Mountain], hand: [Giant Growth, Forest]}
        script:
          - {P1: cannot, cast: Giant Growth}
          - {P1: play, card: Forest}
          - {P1: cannot, cast: Giant Growth}
        """)
    assert report.code == 0, _shown(report)


# --- references ------------------------------------------------------------------------------------------------


def test_a_label_follows_its_card_through_zone_changes() -> None:
    report = _run("""\
        setup:
          active: P1
          P1:
            battlefield: [{card: Mountain, count: 2}]
            hand: [{card: Lightning Bolt, label: Bolt}, {card: Lightning Bolt, label: Other}]
          P2: {battlefield: [{card: Llanowar Elves, label: Elf}]}
        script:
          - {P1: cast, card: Bolt, targets: [Elf]}
          - check:
              - {object: Bolt, zone: P1.stack}
              - {object: Other, zone: P1.hand}
          - resolve: 1
          - {P1: cast, card: Other, targets: [Elf], expect: illegal}
        expect:
          - {object: Bolt, zone: P1.graveyard}
          - {object: Elf, zone: P2.graveyard}
          - {object: Other, zone: P1.hand}
        """)
    assert report.code == 0, _shown(report)


def test_an_ambiguous_name_is_malformed() -> None:
    report = _run("""\
        setup:
          active: P1
          P1: {battlefield: [Mountain], hand: [Lightning Bolt]}
          P2: {battlefield: [Grizzly Bears, Grizzly Bears]}
        script:
          - {P1: cast, card: Lightning Bolt, targets: [Grizzly Bears]}
        """)
    assert report.code == 2 and report.error is not None
    assert report.error.line == 6 and "Grizzly Bears#2" in report.error.reason


def test_numbered_names_and_token_names() -> None:
    report = _run("""\
        setup:
          active: P1
          P1: {battlefield: [{card: Mountain, count: 2}], hand: [Lightning Bolt]}
          P2: {battlefield: [Grizzly Bears, {card: Grizzly Bears, token: true}]}
        script:
          - {P1: cast, card: Lightning Bolt, targets: ["Grizzly Bears#2"]}
          - resolve: 1
        expect:
          - {zone: P2.battlefield, count: 1}
          - {object: Grizzly Bears, token: false}
          - {zone: P2.battlefield, lacks: ["token:Grizzly Bears"]}
        """)
    assert report.code == 0, _shown(report)


# --- announcement choices beyond the starter cards (test-only cards built from the ability tree) ---------------

register(CardDef("Scenario Test Gift", (CardFace(
    "Scenario Test Gift", ("Instant",), "{3}{R}",
    text="You may pay 3 life rather than pay this spell's mana cost.\nScenario Test Gift deals 2 damage to any target.",
    spell=SpellAbility(DealDamage(2, Target(0)), targets=(TargetSpec("any"),),
                       alternatives=(AlternativeCost("life", Cost(pay_life=3)),)),
),)))

register(CardDef("Scenario Test Charm", (CardFace(
    "Scenario Test Charm", ("Instant",), "{R}",
    text="Choose two —\n• 1 damage to any target.\n• You gain 2 life.\n• Draw a card.",
    spell=SpellAbility(modes=(
        Mode(DealDamage(1, Target(0)), targets=(TargetSpec("any"),), text="1 damage"),
        Mode(GainLife(2), text="gain 2"),
        Mode(DrawCards(1), text="draw"),
    ), mode_count=2),
),)))

register(CardDef("Scenario Test Looter", (CardFace(
    "Scenario Test Looter", ("Artifact",), "{1}", text="Discard a card: Draw a card.",
    abilities=(ActivatedAbility(Cost(discard=1), DrawCards(1), text="Discard a card: Draw a card."),),
),)))


def test_alternative_cost_modes_and_discard_cost() -> None:
    report = _run("""\
        setup:
          active: P1
          P1:
            battlefield: [Mountain, Scenario Test Looter]
            hand: [Scenario Test Gift, Scenario Test Charm, Island, Forest]
            library: [Swamp, Plains]
        script:
          - {P1: cast, card: Scenario Test Gift, kicker: life, targets: [P2]}
          - resolve: 1
          - {P1: cast, card: Scenario Test Charm, modes: [1, 2], targets: [P2]}
          - resolve: 1
          - {P1: activate, card: Scenario Test Looter, discard: [Forest]}
          - resolve: 1
          - {P1: activate, card: Scenario Test Looter, discard: [Forest], expect: illegal}
        expect:
          - {life: {P1: 19, P2: 17}}
          - {object: Mountain, tapped: true}
          - {zone: P1.graveyard, contains: [Forest, Scenario Test Gift, Scenario Test Charm]}
          - {zone: P1.hand, contains: [Island, Swamp], count: 2}
        """)
    assert report.code == 0, _shown(report)

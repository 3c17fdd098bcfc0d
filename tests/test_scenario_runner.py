"""The scenario runner (SCENARIO-FORMAT.md): every YAML under tests/scenarios passes (in any folder but
tests/scenarios/bugs/, whose files show engine bugs and are expected to fail), and the runner itself reports
malformed files (exit 2, with the line), failed expectations (exit 1, with the game log), `expect: illegal`
and `can` / `cannot` as the format says."""

from __future__ import annotations

import io
import textwrap
from pathlib import Path

import pytest

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
from lithoform.catalog.registry import register
from lithoform.interfaces.cli import main
from lithoform.interfaces.scenario import run_text
from lithoform.interfaces.scenario.cli import print_report
from lithoform.interfaces.scenario.model import parse
from lithoform.interfaces.scenario.runner import Report, run_file
from lithoform.rules_text import exists

ROOT = Path(__file__).parent / "scenarios"
BUGS = sorted((ROOT / "bugs").rglob("*.yaml"))
# every scenario, in any folder below tests/scenarios, except the engine bugs of tests/scenarios/bugs/
SCENARIOS = sorted(p for p in ROOT.rglob("*.yaml") if (ROOT / "bugs") not in p.parents)


def _shown(report: Report) -> str:
    out = io.StringIO()
    print_report(report, out)
    return out.getvalue()


def _run(text: str) -> Report:
    return run_text(textwrap.dedent(text))


@pytest.mark.parametrize("path", SCENARIOS, ids=[str(p.relative_to(ROOT).with_suffix("")) for p in SCENARIOS])
def test_scenario_passes(path: Path) -> None:
    report = run_file(str(path))
    assert report.error is None, _shown(report)
    assert report.results, f"{path.name} checks nothing"
    assert report.code == 0, _shown(report)


def test_known_engine_bug_scenarios_still_fail() -> None:
    """tests/scenarios/bugs/ holds well-formed scenarios of known engine bugs: each must still fail (exit 1);
    one that passes has been fixed and belongs with the other scenarios."""
    for path in BUGS:
        report = run_file(str(path))
        assert report.error is None, _shown(report)
        assert report.code == 1, f"{path.name} passes now: move it out of tests/scenarios/bugs/"


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
    ("script:\n  - {P1: choose, new_targets: []}\n", 13, "one entry per target"),
    ("script:\n  - {P1: choose, new_targets: [keep, stack:bottom]}\n", 13, "stack:top"),
    ("script:\n  - {P1: choose, copy_of: [Bears]}\n", 13, "expected a reference"),
    ("script:\n  - {P1: choose, amount: -1}\n", 13, "at least 0"),
    ("script:\n  - resolve: some\n", 13, "resolve: 1 (the top object)"),
    ("script:\n  - advance: untap\n", 13, "502.4"),
    ("expect:\n  - {life: {P1: 20}}\n  - {zone: P3.hand, count: 1}\n", 14, "not a zone"),
    ("expect:\n  - {object: Bears, attached_to: [Mountain]}\n", 13, "expected a reference"),
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
    ("{card: Lightning Bolt, attached_to: Bears}", "only a permanent can be attached"),
    ("{card: Lightning Bolt, face: Lightning}", "has no face 'Lightning'; its faces: Lightning Bolt"),
    ("{card: Repudiate // Replicate, face: Repudiation}", "its faces: Repudiate, Replicate"),
    ("Lightning Blot", "no definition for the card 'Lightning Blot'"),
    ("{card: Mountain, colour: red}", "unknown key 'colour'"),
])
def test_malformed_setup_entry_names_its_line(tmp_path: Path, capsys: pytest.CaptureFixture[str], entry: str,
                                              reason: str) -> None:
    text = f"setup:\n  active: P1\n  P1:\n    hand:\n      - Mountain\n      - {entry}\n"
    code, out = _cli(tmp_path, capsys, text)
    assert code == 2 and ":6: malformed" in out and reason in out, out


@pytest.mark.parametrize(("entry", "reason"), [
    ("Lightning Blot", "no definition for the card 'Lightning Blot'"),
    ("{card: Shock}", "a sideboard entry is a card name"),
])
def test_400_11a_malformed_sideboard_names_its_line(tmp_path: Path, capsys: pytest.CaptureFixture[str], entry: str,
                                                    reason: str) -> None:
    text = f"setup:\n  active: P1\n  P1:\n    sideboard:\n      - Shock\n      - {entry}\n"
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
    assert "game log:" in out and "[704.5g]" in out and "[601.2i]" in out  # the default view: the cast line


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
    from lithoform.interfaces.scenario import runner

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


# --- split cards, copies, attachments (the forms the engine supports since the seed cards) ----------------------


def test_a_split_card_is_cast_as_the_half_its_face_names() -> None:
    report = _run("""\
        setup:
          active: P1
          P1:
            battlefield: [{card: Island, count: 3}, Forest, Prodigal Pyromancer]
            hand: [{card: Repudiate // Replicate, label: Split}]
        script:
          - {P1: can, cast: Replicate, targets: [Prodigal Pyromancer]}   # a half's name finds the card (709.4a)
          - {P1: activate, card: Prodigal Pyromancer, targets: [P2]}
          - {P1: cannot, cast: Split, face: Replicate}       # a sorcery, with an ability on the stack
          - {P1: can, cast: Split}                           # as Repudiate
          - {P1: cast, card: Split, face: Replicate, targets: [Prodigal Pyromancer], expect: illegal}  # a sorcery
          - {P1: cast, card: Split, face: Repudiate, targets: [stack:top]}
          - check:
              - {object: Split, name: Repudiate, zone: P1.stack}
          - resolve: 1
        expect:
          - {life: {P2: 20}}
          - {zone: P1.graveyard, contains: [Repudiate, Replicate]}
          - {object: Split, name: Repudiate // Replicate, mana_value: 5}
        """)
    assert report.code == 0, _shown(report)
    assert "legal (as Repudiate)" in report.results[2].detail


@pytest.mark.parametrize(("step", "reason"), [
    ("{P1: cast, card: Repudiate // Replicate, targets: [stack:top]}", "split card: say which half"),
    ("{P1: cast, card: Repudiate // Replicate, face: Repudiation}", "no half named 'Repudiation'"),
    ("{P1: cast, card: Lightning Bolt, face: Bolt, targets: [P2]}", "has no face 'Bolt'"),
])
def test_a_face_that_is_not_there_stops_the_script(step: str, reason: str) -> None:
    report = _run(f"""\
        setup:
          active: P1
          P1:
            battlefield: [{{card: Island, count: 2}}, Mountain, Prodigal Pyromancer]
            hand: [Repudiate // Replicate, Lightning Bolt]
        script:
          - {{P1: activate, card: Prodigal Pyromancer, targets: [P2]}}
          - {step}
        """)
    (failure,) = report.failed
    assert reason in failure.detail, _shown(report)


TAWNOS_BOARD = """\
setup:
  active: P1
  P1:
    battlefield: ["Tawnos, Urza's Apprentice", Triskelion, Island, Mountain]
  P2:
    battlefield: [{card: Grizzly Bears, label: Bears}]
script:
  - {P1: activate, card: Triskelion, targets: [P2]}
  - {P1: activate, card: "Tawnos, Urza's Apprentice", targets: [stack:top]}
"""


@pytest.mark.parametrize(("answer", "p1", "p2", "bears"), [
    ("keep", 20, 18, 0),
    ("[keep]", 20, 18, 0),
    ("[P1]", 19, 19, 0),
    ("[Bears]", 20, 19, 1),
    ("[Grizzly Bears]", 20, 19, 1),
])
def test_new_targets_for_a_copy(answer: str, p1: int, p2: int, bears: int) -> None:
    # the `choose` lets Tawnos's ability resolve first: the copy's new targets are asked as it resolves
    report = _run(TAWNOS_BOARD + textwrap.dedent(f"""\
          - {{P1: choose, new_targets: {answer}}}
          - resolve: all
        expect:
          - {{life: {{P1: {p1}, P2: {p2}}}}}
          - {{object: Bears, damage: {bears}}}
        """))
    assert report.code == 0, _shown(report)


@pytest.mark.parametrize(("answer", "reason"), [
    ("[P2, P1]", "gives 2 target(s); the copy has 1"),
    ("[Island]", "not among the choices"),
])
def test_new_targets_that_cant_be_chosen_are_illegal(answer: str, reason: str) -> None:
    report = _run(TAWNOS_BOARD + f"  - {{P1: choose, new_targets: {answer}, expect: illegal}}\n")
    (step,) = report.results
    assert step.passed and reason in step.detail, _shown(report)


def test_new_targets_unanswered_is_a_decision_left_open() -> None:
    # "You may choose new targets" is a decision (707.10c): `resolve` stops at it, and the next step fails
    report = _run(TAWNOS_BOARD + "  - resolve: all\n  - {P1: pass}\n")
    (failure,) = report.failed
    assert "P1 must decide new_targets" in failure.detail and "no `choose` answers it" in failure.detail, \
        _shown(report)


def test_choose_with_nothing_to_choose_fails() -> None:
    report = _run("""\
        setup:
          active: P1
          P1: {battlefield: [Mountain], hand: [Lightning Bolt]}
        script:
          - {P1: cast, card: Lightning Bolt, targets: [P2]}
          - {P1: choose, new_targets: keep}
        """)
    (failure,) = report.failed
    assert "there is nothing to choose" in failure.detail, _shown(report)


def test_copy_of_nothing_and_a_single_answer_the_choose_does_not_give() -> None:
    # Mirror Image copies nothing and dies a 0/0; then one copies Tidehollow Sculler, whose trigger's only
    # target (P2) the runner chooses before the `choose` of a card from P2's hand
    report = _run("""\
        setup:
          active: P1
          P1:
            battlefield: [Tidehollow Sculler, {card: Island, count: 6}]
            hand: [{card: Mirror Image, label: First}, {card: Mirror Image, label: Second}]
          P2: {hand: [Counterspell, Forest]}
        script:
          - {P1: cast, card: First}
          - {P1: choose, copy_of: nothing}
          - resolve: all
          - {P1: cast, card: Second}
          - {P1: choose, copy_of: Tidehollow Sculler}
          - {P1: choose, cards: [Counterspell]}
          - resolve: all
        expect:
          - {object: First, zone: P1.graveyard}
          - {object: Second, name: Tidehollow Sculler}
          - {zone: P2.exile, contains: [Counterspell]}
        """)
    assert report.code == 0, _shown(report)


def test_an_aura_attached_in_set_up_has_its_effect_from_the_start() -> None:
    # Control Magic in set-up: P1 controls the Angel before the first step, since before this turn (no
    # summoning sickness, 302.6), so it attacks
    report = _run("""\
        setup:
          active: P1
          step: main1
          P1:
            battlefield: [{card: Control Magic, attached_to: Angel}, {card: Bonesplitter, attached_to: Angel}]
          P2:
            battlefield: [{card: Serra Angel, label: Angel}, Grizzly Bears]
        script:
          - check:
              - {object: Angel, controller: P1, power: 6}
              - {object: Control Magic, attached_to: Angel}
              - {object: Grizzly Bears, attached_to: nothing}
          - advance: declare_attackers
          - attack: [Angel]
          - advance: end_of_combat
        expect:
          - {life: {P2: 14}}
          - {object: Bonesplitter, attached_to: Grizzly Bears}
        """)
    assert [r.passed for r in report.results] == [True, True, True, True, False], _shown(report)
    assert "attached to Serra Angel" in report.results[-1].detail


@pytest.mark.parametrize(("entry", "reason"), [
    ("{card: Bonesplitter, attached_to: Island}", "an Equipment is attached only to a creature"),
    ("{card: Control Magic, attached_to: Island}", "Enchant creature"),
    ("{card: Bonesplitter, attached_to: Serra Angel}", "names nothing on the battlefield"),
    ("{card: Bonesplitter, attached_to: Grizzly Bears}", "ambiguous"),
    ("{card: Grizzly Bears, attached_to: Island}", "neither an Aura nor an Equipment"),
])
def test_an_attachment_that_cant_be_made_is_malformed(entry: str, reason: str) -> None:
    report = _run(f"""\
        setup:
          active: P1
          P1:
            battlefield: [Island, Grizzly Bears, Grizzly Bears, {entry}]
        """)
    assert report.code == 2 and report.error is not None
    assert reason in report.error.reason, report.error.reason


register(CardDef("Scenario Test Werecub", (
    CardFace("Scenario Test Werecub", ("Creature",), "{1}{G}", subtypes=("Human",), power="1", toughness="1"),
    CardFace("Scenario Test Werebear", ("Creature",), subtypes=("Bear",), power="3", toughness="3"),
), layout="transform"))


def test_set_up_face_of_a_card_with_two_faces() -> None:
    report = _run("""\
        setup:
          active: P1
          P1:
            battlefield:
              - {card: Scenario Test Werecub, label: Up}
              - {card: Scenario Test Werecub, face: Scenario Test Werebear, label: Down, count: 1}
            hand: [{card: Repudiate // Replicate, face: Replicate}, {card: Scenario Test Werecub, label: In hand,
                   face: Scenario Test Werebear}]
        expect:
          - {object: Up, name: Scenario Test Werecub, power: 1}
          - {object: Down, name: Scenario Test Werebear, power: 3}
          - {object: Replicate, name: Repudiate // Replicate}
          - {object: In hand, name: Scenario Test Werecub}
        """)
    # 712.8a: in a hand a double-faced card has only its front face's characteristics, whatever `face` says
    assert report.code == 0, _shown(report)


def test_a_double_faced_card_is_cast_or_played_with_the_face_named() -> None:
    """712.11b, 712.12: a modal double-faced card's face is named by `face`; 712.11: a transforming
    double-faced card is cast with its front face up, so naming its back face fails."""
    report = _run("""\
        setup:
          active: P1
          P1:
            battlefield: [{card: Forest, count: 2}]
            hand: [Clearwater Pathway, Ulvenwald Captive]
        script:
          - {P1: play, card: Clearwater Pathway, face: Murkwater Pathway}
          - {P1: cast, card: Ulvenwald Captive, face: Ulvenwald Abomination}
        expect:
          - {object: Murkwater Pathway, types: [Land]}
        """)
    assert report.code == 1
    cast, _exp = report.results  # the `play` step succeeded; the `cast` step stopped the script
    assert cast.line == 8 and not cast.passed and "front face up (712.11)" in cast.detail, _shown(report)

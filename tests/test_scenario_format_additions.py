"""The additions to the scenario format (SCENARIO-FORMAT.md, "Additions"): casting from another zone under
the engine's permission (601.3, `via`), cost choices on `cast`, a mana ability's sacrifice in `pay`,
`choose: option` by an option's text, `cannot activate` on an object with no activated ability, `lacks_*`
expectations, set-up copies (`copy_of`, 707.2), set-up at the untap step, and token names (111.4). Each
malformed form is reported with its line."""

from __future__ import annotations

import io
import textwrap

import pytest

from lithoform.cards.tree import CardDef, CardFace, Cost, DrawCards, SpellAbility
from lithoform.catalog.registry import register
from lithoform.interfaces.scenario import run_text
from lithoform.interfaces.scenario.cli import print_report
from lithoform.interfaces.scenario.drive import VIA_WORDS
from lithoform.interfaces.scenario.runner import Report
from lithoform.mechanics.cast_permissions.nodes import CastFromGraveyard


def _run(text: str) -> Report:
    return run_text(textwrap.dedent(text))


def _shown(report: Report) -> str:
    out = io.StringIO()
    print_report(report, out)
    return out.getvalue()


# A card with two permissions to be cast from the graveyard: flashback and Demonic Embrace's kind.
register(CardDef("Scenario Test Echo Draw", (CardFace(
    "Scenario Test Echo Draw", ("Sorcery",), "{U}",
    text="Draw a card.\nFlashback {3}{U}\nYou may cast this card from your graveyard by paying 1 life in "
         "addition to paying its other costs.",
    spell=SpellAbility(DrawCards(1)),
    abilities=(CastFromGraveyard(alternative=Cost(mana="{3}{U}"), keyword="Flashback", text="Flashback {3}{U}"),
               CastFromGraveyard(additional=Cost(pay_life=1), text="graveyard cast")),
),)))

BOARD = """\
format: lithoform-scenario/1
name: a board
rules: [601.3]
setup:
  active: P1
  step: main1
  P1:
    battlefield: [{card: Island, count: 4}, Grizzly Bears, "Ashnod's Altar"]
    graveyard: [Scenario Test Echo Draw, Think Twice, Lightning Bolt]
    hand: [Bone Splinters]
  P2:
    battlefield: [{card: Serra Angel, label: Angel}]
"""


# --- malformed files: the line and the reason -------------------------------------------------------------------


@pytest.mark.parametrize(("tail", "line", "reason"), [
    ("script:\n  - {P1: cast, card: Think Twice, via: flashback}\n", 14, "give `from` too"),
    ("script:\n  - {P1: cast, card: Think Twice, from: sideboard}\n", 14, "`from` is one of"),
    ("script:\n  - {P1: choose, option: \"  \"}\n", 14, "the text of one of the offered options"),
    ("script:\n  - {P1: choose, option: [red]}\n", 14, "expected a name or a word"),
    ("script:\n  - {P1: cast, card: Bone Splinters, pay: [{source: Island, sac: Grizzly Bears}]}\n", 14,
     "unknown key 'sac'"),
    ("script:\n  - {P1: cast, card: Bone Splinters, pay: [{source: Island, sacrifice: [stack:nowhere]}]}\n", 14,
     "stack:top"),
    ("script: []\nexpect:\n  - {object: Angel, lacks_abilities: {Flying: 1}}\n", 15, "expected a name"),
    ("script: []\nexpect:\n  - {object: Angel, lacks_colors: [W]}\n", 15, "unknown keys ['lacks_colors']"),
])
def test_malformed_additions_name_the_line(tail: str, line: int, reason: str) -> None:
    report = run_text(BOARD + tail)
    assert report.error is not None, _shown(report)
    assert report.error.line == line and reason in report.error.reason, report.error


@pytest.mark.parametrize(("entry", "line", "reason"), [
    ("graveyard: [{card: Clone, copy_of: Grizzly Bears}]", 7, "only a permanent is set up as a copy"),
    ("battlefield: [{card: Clone, copy_of: [Grizzly Bears]}]", 7, "expected a reference"),
    ("battlefield: [{card: Clone, copy_of: Nothing Here}]", 4, "names nothing on the battlefield"),
    ("battlefield: [Phyrexian Arena, {card: Clone, copy_of: Phyrexian Arena}]", 4,
     "Clone can't be a copy of Phyrexian Arena: its You may have Clone enter"),
])
def test_malformed_set_up_copies(entry: str, line: int, reason: str) -> None:
    report = _run(f"""\
        format: lithoform-scenario/1
        rules: [707.2]
        setup:
          active: P1
          step: main1
          P1:
            {entry}
        script: []
        """)
    assert report.error is not None, _shown(report)
    assert report.error.line == line, report.error
    assert reason in report.error.reason


# --- casting from another zone (601.3) -------------------------------------------------------------------------


def test_cast_from_graveyard_with_two_permissions_needs_via() -> None:
    report = run_text(BOARD + "script:\n  - {P1: cast, card: Scenario Test Echo Draw, from: graveyard}\n")
    (result,) = report.results
    assert not result.passed and "2 ways (flashback, graveyard): say which with `via:`" in result.detail


@pytest.mark.parametrize(("via", "life", "islands_tapped"), [("flashback", 20, 4), ("graveyard", 19, 1)])
def test_via_picks_the_permission_and_its_costs(via: str, life: int, islands_tapped: int) -> None:
    """Flashback's cost replaces the mana cost (118.9, 702.34a); the other adds 1 life to it (601.2f)."""
    report = run_text(BOARD + f"""\
script:
  - {{P1: cast, card: Scenario Test Echo Draw, from: graveyard, via: {via}}}
  - resolve: 1
expect:
  - {{life: {{P1: {life}}}}}
  - {{zone: P1.hand, count: 2}}
""")
    assert report.code == 0, _shown(report)
    tapped = sum(1 for line in report.game.log(verbose=True) if "Island becomes tapped" in line)
    assert tapped == islands_tapped


def test_cast_from_graveyard_without_permission_is_illegal_and_changes_nothing() -> None:
    report = run_text(BOARD + "script:\n  - {P1: cast, card: Lightning Bolt, from: graveyard, targets: [P2],"
                              " expect: illegal}\n  - {P1: cannot, cast: Lightning Bolt, from: graveyard}\n")
    assert report.code == 0, _shown(report)
    assert "nothing lets P1 cast Lightning Bolt from the graveyard (601.3)" in report.results[0].detail


def test_via_in_other_words() -> None:
    """'without paying its mana cost' is read as the engine's name for that permission ('free')."""
    assert VIA_WORDS["without paying its mana cost"] == "free"


# --- costs that choose objects -------------------------------------------------------------------------------


def test_cast_sacrifice_names_what_is_sacrificed() -> None:
    report = run_text(BOARD.replace("Island, count: 4", "Swamp, count: 1") + """\
script:
  - {P1: cast, card: Bone Splinters, sacrifice: [Grizzly Bears], targets: [Angel]}
  - resolve: 1
expect:
  - {zone: P1.graveyard, contains: [Grizzly Bears, Bone Splinters]}
  - {zone: P2.graveyard, contains: [Serra Angel]}
""")
    assert report.code == 0, _shown(report)


def test_cast_sacrifice_of_something_not_there_is_reported() -> None:
    report = run_text(BOARD + "script:\n  - {P1: cast, card: Bone Splinters, sacrifice: [Llanowar Elves],"
                              " targets: [Angel]}\n")
    assert report.code == 1 and "Llanowar Elves" in report.results[0].detail


_KIRAN = """\
format: lithoform-scenario/1
name: remove_from
setup:
  active: P1
  step: main1
  P1:
    battlefield:
      - Heart of Kiran
      - {card: "Jace, the Mind Sculptor", counters: {loyalty: 3}}
      - {card: "Gideon Jura", counters: {loyalty: 6}}
script:
  - {P1: activate, card: Heart of Kiran, ability: 2, remove_from: REMOVE}
"""


def test_601_2h_remove_from_names_the_permanent_a_counter_is_removed_from() -> None:
    """118.3, 601.2h: Heart of Kiran's crew cost removes a loyalty counter from the planeswalker named."""
    report = run_text(_KIRAN.replace("REMOVE", '["Jace, the Mind Sculptor"]')
                      + "expect:\n  - {object: \"Jace, the Mind Sculptor\", counters: {loyalty: 2}}\n"
                        "  - {object: Gideon Jura, counters: {loyalty: 6}}\n")
    assert report.code == 0, _shown(report)


@pytest.mark.parametrize(("remove", "why"), [
    ("[Gideon Jura, Gideon Jura]", "remove_from: 2 given, 1 asked for"),
    ("[Heart of Kiran]", "Heart of Kiran"),
])
def test_601_2h_remove_from_that_does_not_fit_is_reported(remove: str, why: str) -> None:
    report = run_text(_KIRAN.replace("REMOVE", remove))
    assert report.code == 1 and why in report.results[0].detail, _shown(report)


def test_pay_with_a_sacrifice_the_altar_cannot_make_is_rejected() -> None:
    """Ashnod's Altar sacrifices a creature (605.3a): a land can't be its cost."""
    report = run_text(BOARD + """\
script:
  - {P1: cast, card: Think Twice, from: graveyard,
     pay: [{source: "Ashnod's Altar", sacrifice: "Island#2"}, Island], expect: illegal}
""")
    assert report.code == 0, _shown(report)
    assert "can't be activated for mana now" in report.results[0].detail


# --- choose: option ------------------------------------------------------------------------------------------------

FEAT = """\
format: lithoform-scenario/1
rules: [608.2d]
setup:
  active: P1
  step: main1
  P1:
    battlefield: [{card: Plains, count: 2}, Grizzly Bears]
    hand: [Feat of Resistance]
script:
  - {P1: cast, card: Feat of Resistance, targets: [Grizzly Bears]}
  - resolve: 1
  - {P1: choose, option: OPTION}
expect:
  - {object: Grizzly Bears, abilities: [Protection from black]}
"""


@pytest.mark.parametrize("option", ["black", "BLACK", "bla", "B", '"{B}"'])
def test_option_by_text_prefix_or_color_letter(option: str) -> None:
    report = run_text(FEAT.replace("OPTION", option))
    assert report.code == 0, _shown(report)


@pytest.mark.parametrize(("option", "why"), [("bl", "fits 2 options"), ("purple", "no option")])
def test_option_that_fits_none_or_several_is_reported(option: str, why: str) -> None:
    report = run_text(FEAT.replace("OPTION", option))
    failed = report.failed[0]
    assert why in failed.detail and "'white'; 'blue'; 'black'; 'red'; 'green'" in failed.detail, _shown(report)


def test_option_names_an_object_when_the_options_are_objects() -> None:
    """704.5j: the legend rule's choice of which to keep, by name (the options are objects)."""
    report = _run("""\
        format: lithoform-scenario/1
        rules: [704.5j]
        setup:
          active: P1
          step: main1
          P1:
            battlefield: [{card: "Isamaru, Hound of Konda", label: Old}, Plains]
            hand: ["Isamaru, Hound of Konda"]
        script:
          - {P1: cast, card: "Isamaru, Hound of Konda"}
          - resolve: 1
          - {P1: choose, option: "isamaru"}
        expect:
          - {zone: P1.battlefield, count: {"Isamaru, Hound of Konda": 1}}
          - {zone: P1.graveyard, count: {"Isamaru, Hound of Konda": 1}}
        """)
    assert report.code == 0, _shown(report)


# --- cannot activate, lacks_* ---------------------------------------------------------------------------------


def test_cannot_activate_an_ability_number_it_lacks() -> None:
    report = run_text(BOARD + "script:\n  - {P1: cannot, activate: Grizzly Bears}\n"
                              "  - {P1: cannot, activate: \"Ashnod's Altar\", ability: 2}\n")
    assert report.code == 0, _shown(report)
    assert "no activated abilities now" in report.results[0].detail
    assert "has 1 activated ability now, not 2" in report.results[1].detail


def test_lacks_expectations_report_what_is_there() -> None:
    report = run_text(BOARD + "script: []\nexpect:\n"
                              "  - {object: Angel, lacks_abilities: [flying]}\n"
                              "  - {object: Angel, lacks_types: [creature], lacks_subtypes: [Angel]}\n"
                              "  - {object: Angel, lacks_abilities: [Trample], lacks_types: [Artifact]}\n")
    first, second, third = report.results
    assert not first.passed and "it has the ability 'flying'" in first.detail
    assert not second.passed and "types include creature" in second.detail and "subtypes include Angel" in \
        second.detail
    assert third.passed


# --- set-up ---------------------------------------------------------------------------------------------------


def test_a_set_up_copy_is_a_copy_before_the_first_step() -> None:
    """707.2: the Clone's copiable values are Serra Angel's; it isn't a 0/0 put into the graveyard (704.5f)."""
    report = run_text(BOARD.replace("Grizzly Bears,", "{card: Clone, copy_of: Angel, label: C},") + """\
script: []
expect:
  - {object: C, name: Serra Angel, power: 4, abilities: [Flying], zone: P1.battlefield}
""")
    assert report.code == 0, _shown(report)


def test_a_token_named_without_token_gets_a_hint() -> None:
    """111.4: a Spirit token's name is "Spirit Token"."""
    report = _run("""\
        format: lithoform-scenario/1
        rules: [111.4]
        setup:
          active: P1
          step: main1
          P1:
            battlefield: [Orzhov Enforcer, Mountain]
            hand: [Shock]
        script:
          - {P1: cast, card: Shock, targets: [Orzhov Enforcer]}
          - resolve: all
        expect:
          - {object: "token:Spirit", power: 1}
        """)
    (result,) = report.results
    assert not result.passed and "write 'Spirit Token'" in result.detail, _shown(report)


def test_set_up_at_untap_untaps_and_stops_in_the_upkeep_with_its_triggers() -> None:
    report = _run("""\
        format: lithoform-scenario/1
        rules: [502.3, 503.1a]
        setup:
          active: P2
          turn: 4
          step: untap
          P2:
            battlefield: [Phyrexian Arena, {card: Island, tapped: true}]
        script: []
        expect:
          - {stack: {size: 1}}
          - {pending: {player: P2, kind: priority, prompt: "upkeep, turn 4"}}
          - {object: Island, tapped: false}
        """)
    assert report.code == 0, _shown(report)


# --- w23 additions: face-down set-up, interchangeable hand cards, printed names, no declaration to make ---------


@pytest.mark.parametrize(("entry", "reason"), [
    ("hand: [{card: Grinning Demon, face_down: true}]", "only a permanent is set up face down (708.2)"),
    ("battlefield: [{card: Grinning Demon, face_down: sideways}]", "face_down is true or what turned it face down"),
])
def test_malformed_face_down_set_up_708_2(entry: str, reason: str) -> None:
    report = _run(f"""\
        format: lithoform-scenario/1
        rules: [708.2]
        setup:
          active: P1
          step: main1
          P1:
            {entry}
        script: []
        """)
    assert report.error is not None, _shown(report)
    assert report.error.line == 7 and reason in report.error.reason, report.error


def test_two_copies_of_a_card_in_hand_cast_the_first_but_two_on_the_battlefield_are_ambiguous() -> None:
    """Nothing tells two Giant Growths in a hand apart; two Grizzly Bears on the battlefield may differ."""
    report = _run("""\
        format: lithoform-scenario/1
        rules: [601.2a]
        setup:
          active: P1
          step: main1
          P1:
            battlefield: [Forest, {card: Grizzly Bears, count: 2}]
            hand: [Giant Growth, Giant Growth]
        script:
          - {P1: cast, card: Giant Growth, targets: [Grizzly Bears]}
        """)
    assert report.error is not None and "'Grizzly Bears' is ambiguous" in report.error.reason, _shown(report)
    report = _run("""\
        format: lithoform-scenario/1
        rules: [601.2a]
        setup:
          active: P1
          step: main1
          P1:
            battlefield: [Forest, Grizzly Bears]
            hand: [Giant Growth, Giant Growth]
        script:
          - {P1: cast, card: Giant Growth, targets: [Grizzly Bears]}
          - resolve: all
        expect:
          - {object: Grizzly Bears, power: 5}
          - {zone: P1.hand, count: {Giant Growth: 1}}
        """)
    assert report.code == 0, _shown(report)


def test_a_copy_is_found_by_its_printed_name_but_zone_lists_read_the_name_it_has() -> None:
    """707.2: a Clone copying Grizzly Bears is named Grizzly Bears; `Clone` still names it for an object."""
    report = _run("""\
        format: lithoform-scenario/1
        rules: [707.2]
        setup:
          active: P1
          step: main1
          P1:
            battlefield: [Grizzly Bears, {card: Clone, copy_of: Grizzly Bears}]
        expect:
          - {object: Clone, name: Grizzly Bears, power: 2}
          - {zone: P1.battlefield, lacks: [Clone]}
          - {zone: P1.battlefield, count: {Grizzly Bears: 2}}
        """)
    assert report.code == 0, _shown(report)


def test_no_blockers_to_declare_when_the_game_asked_no_one_509_1a() -> None:
    report = _run("""\
        format: lithoform-scenario/1
        rules: [509.1a]
        setup:
          active: P1
          turn: 3
          step: beginning_of_combat
          P1:
            battlefield: [Grizzly Bears]
        script:
          - advance: declare_attackers
          - attack: [Grizzly Bears]
          - advance: declare_blockers
          - block: {}
          - advance: end_of_combat
        expect:
          - {life: {P2: 18}}
        """)
    assert report.code == 0, _shown(report)

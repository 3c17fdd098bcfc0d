"""CR 702.26: phasing (and 502.1: phasing happens first in the untap step, before untapping)."""

from __future__ import annotations

from support import board, cast, pass_both, pass_until

from lithoform.cards.tree import (
    ApplyContinuous,
    CardDef,
    CardFace,
    Each,
    Filter,
    PhaseOut,
    PTBoost,
    SpellAbility,
    Static,
    Target,
    TargetSpec,
)

TEST_CARDS: list[CardDef] = []  # registered only while this module's tests run (conftest.py)

TEST_CARDS.append(CardDef("Test Blink Out", (CardFace(
    "Test Blink Out", ("Instant",), "{U}", text="Target creature phases out.",
    spell=SpellAbility(PhaseOut(Target(0)), (TargetSpec("creature"),)),
),)))
TEST_CARDS.append(CardDef("Test Phasing Bear", (CardFace(
    "Test Phasing Bear", ("Creature",), "{1}{G}", subtypes=("Bear",), power="2", toughness="2",
    text="Phasing", keywords=("Phasing",), abilities=(Static("Phasing", text="Phasing"),),
),)))
TEST_CARDS.append(CardDef("Test Lasting Rally", (CardFace(
    "Test Lasting Rally", ("Sorcery",), "{W}", text="Creatures get +1/+1.",
    spell=SpellAbility(ApplyContinuous((PTBoost(1, 1),), Each(Filter(types=("Creature",))), until="permanent")),
),)))


def _blink(game, creature: int) -> None:
    cast(game, game.find("Test Blink Out"), creature)
    pass_both(game)


def test_702_26b_a_phased_out_permanent_is_treated_as_though_it_doesnt_exist() -> None:
    """702.26b: it can't be targeted, and its static abilities have no effect (Benalish Marshal's 'other
    creatures you control get +1/+1')."""
    game = board({"battlefield": ["Island", "Mountain", "Benalish Marshal", "Grizzly Bears"],
                  "hand": ["Test Blink Out", "Shock"]})
    marshal, bears = game.find("Benalish Marshal"), game.find("Grizzly Bears")
    assert game.chars(bears).power == 3
    _blink(game, marshal)
    assert game.state.objects[marshal].zone == "phased_out" and marshal not in game.zone("battlefield")
    assert game.chars(bears).power == 2
    game.apply(f"cast {game.find('Shock')}")
    assert all(not (a.kind == "target" and a.args == (marshal,)) for a in game.legal_actions())


def test_702_26d_phasing_is_not_a_zone_change() -> None:
    """702.26d: same object (no new id, 400.7), counters and tokens stay, no zone-change triggers; 302.6:
    its controller has controlled it continuously, so it can attack as it phases in (the Teferi ruling)."""
    game = board({"battlefield": ["Island", {"card": "Grizzly Bears", "counters": {"+1/+1": 1}}],
                  "hand": ["Test Blink Out"]})
    bears = game.find("Grizzly Bears")
    since = game.state.objects[bears].since_turn
    start = game.state.log_len
    _blink(game, bears)
    later = game.state.events()[start:]
    assert not any(e.kind == "zone_change" and e.args["old"] == bears for e in later)
    pass_until(game, "upkeep", turn=game.state.turn + 2)  # P1's next untap step: it phases in
    obj = game.state.objects[bears]
    assert obj.zone == "battlefield" and obj.counter("+1/+1") == 1 and obj.since_turn == since


def test_502_1_phasing_happens_before_untapping() -> None:
    """502.1 then 502.3: a tapped permanent that phases in during its controller's untap step untaps."""
    game = board({"battlefield": ["Island", {"card": "Grizzly Bears", "tapped": True}], "hand": ["Test Blink Out"]})
    bears = game.find("Grizzly Bears")
    _blink(game, bears)
    pass_until(game, "upkeep", turn=game.state.turn + 1)  # P2's untap step: not its controller's
    assert game.state.objects[bears].zone == "phased_out"
    pass_until(game, "upkeep", turn=game.state.turn + 1)
    assert game.state.objects[bears].zone == "battlefield" and not game.state.objects[bears].tapped


def test_702_26a_phasing_keyword_phases_out_and_in_on_alternate_untap_steps() -> None:
    """702.26a: during each of its controller's untap steps, a phased-in permanent with phasing phases out,
    and one that phased out phases in."""
    game = board({"battlefield": ["Test Phasing Bear"]}, active="P2", step="end")
    bear = game.find("Test Phasing Bear")
    pass_until(game, "upkeep", turn=game.state.turn + 1)  # P1's untap step
    assert game.state.objects[bear].zone == "phased_out"
    pass_until(game, "upkeep", turn=game.state.turn + 2)  # P1's next untap step
    assert game.state.objects[bear].zone == "battlefield"


def test_702_26e_resolved_effects_dont_include_a_phased_out_permanent() -> None:
    """702.26e: a continuous effect from a resolving spell doesn't include phased-out permanents in its set
    of affected objects, even after they phase in."""
    game = board({"battlefield": ["Island", "Plains", "Grizzly Bears", "Hill Giant"],
                  "hand": ["Test Blink Out", "Test Lasting Rally"]})
    bears, giant = game.find("Grizzly Bears"), game.find("Hill Giant")
    _blink(game, bears)
    cast(game, game.find("Test Lasting Rally"))
    pass_both(game)
    assert game.chars(giant).power == 4
    pass_until(game, "upkeep", turn=game.state.turn + 2)
    assert game.state.objects[bears].zone == "battlefield" and game.chars(bears).power == 2


def test_phased_out_permanents_survive_saving_and_loading() -> None:
    from lithoform.play.serialize import dumps, loads

    game = board({"battlefield": ["Island", "Grizzly Bears"], "hand": ["Test Blink Out"]})
    _blink(game, game.find("Grizzly Bears"))
    text = dumps(game.state)
    assert dumps(loads(text)) == text

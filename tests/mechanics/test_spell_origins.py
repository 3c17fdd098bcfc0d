"""Spells described by the zone they were cast from (601.2a; mechanics/spell_origins): 'Counter target spell cast
from a graveyard.' (Laquatus's Disdain), 'Counter target spell [that wasn't cast from its owner's hand].' (Wash
Away), 'Spend this mana only to cast a spell from your graveyard.' (Lord of the Forsaken; 106.6)."""

from __future__ import annotations

from support import basics, board, cast, castable, names, pass_both, use_compiled

use_compiled("Laquatus's Disdain", "Wash Away", "Think Twice")


def _p1_casts_think_twice(from_graveyard: bool, counter: str) -> tuple:
    zone = "graveyard" if from_graveyard else "hand"
    game = board({zone: ["Think Twice"], "battlefield": basics(Island=3), "library": ["Island"] * 5},
                 {"hand": [counter], "battlefield": basics(Island=2)})
    if from_graveyard:
        game.apply(f"cast {game.find('Think Twice', zone='graveyard')} flashback")  # 702.34a
        if game.pending.kind == "pay":
            game.apply("autopay")
    else:
        cast(game, "Think Twice")
    game.apply("pass")  # P2 has priority
    return game, game.state.stack[-1]


def _targets(game, card: str) -> tuple[int, ...]:
    if not castable(game, card):
        return ()
    game.apply(f"cast {game.find(card, zone='hand')}")
    return game.pending.options if game.pending.kind == "target" else ()


def test_601_2a_a_spell_cast_from_a_graveyard_can_be_targeted() -> None:
    game, spell = _p1_casts_think_twice(True, "Laquatus's Disdain")
    cast(game, "Laquatus's Disdain", spell)
    pass_both(game)
    assert "Think Twice" in names(game, "exile", 0)  # countered; flashback exiles it instead (702.34a)


def test_601_2a_a_spell_cast_from_the_hand_cant() -> None:
    game, spell = _p1_casts_think_twice(False, "Laquatus's Disdain")
    assert spell not in _targets(game, "Laquatus's Disdain")


def test_wash_away_a_spell_not_cast_from_its_owners_hand() -> None:
    """Wash Away (unless cast for its cleave cost): only a spell that wasn't cast from its owner's hand."""
    game, spell = _p1_casts_think_twice(False, "Wash Away")
    assert spell not in _targets(game, "Wash Away")
    game, spell = _p1_casts_think_twice(True, "Wash Away")
    assert spell in _targets(game, "Wash Away")


def test_106_6_mana_spent_only_on_a_spell_from_your_graveyard() -> None:
    """Lord of the Forsaken's {C} pays for Think Twice's flashback ({2}{U}) from the graveyard."""
    use_compiled("Lord of the Forsaken")
    game = board({"hand": ["Ornithopter", "Bottle Gnomes"], "graveyard": ["Think Twice"],
                  "battlefield": ["Lord of the Forsaken", *basics(Island=2)], "library": ["Island"] * 3})
    actions = [str(a) for a in game.legal_actions()]
    assert f"cast {game.find('Think Twice', zone='graveyard')} flashback" in actions
    game.apply(f"cast {game.find('Think Twice', zone='graveyard')} flashback")
    lord = game.find("Lord of the Forsaken")
    for island in game.state.zones["battlefield"]:
        if game.state.objects[island].card == "Island":
            game.apply(f"activate {island} 1")
    game.apply(f"activate {lord} 2")  # Pay 1 life: Add {C} (restricted: this spell was cast from a graveyard)
    game.apply("pay")  # 601.2h: the pool pays the total cost, the {C} included
    assert game.pending.kind == "priority"
    assert [game.state.objects[o].card for o in game.state.stack] == ["Think Twice"]

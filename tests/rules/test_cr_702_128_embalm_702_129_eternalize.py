"""CR 702.128a: "Embalm [cost]" means "[Cost], Exile this card from your graveyard: Create a token that's a
copy of this card, except it's white, it has no mana cost, and it's a Zombie in addition to its other types.
Activate only as a sorcery." CR 702.129a: eternalize, the same except it's black and it's 4/4. Played with
Sacred Cat (a 1/1 lifelink Cat, embalm {W}) and Proven Combatant (a 1/1 Human Warrior, eternalize {4}{U}{U})."""

from __future__ import annotations

from support import activate, basics, board, can_activate, names, pass_both, pt, use_compiled

from lithoform.rules.continuous.characteristics import chars

use_compiled("Sacred Cat", "Proven Combatant")


def _token(game):  # type: ignore[no-untyped-def]
    (token,) = [o for o in game.state.zones["battlefield"] if game.state.objects[o].token]
    return token


def test_702_128a_embalm_a_white_zombie_copy_with_no_mana_cost() -> None:
    game = board({"battlefield": basics(Plains=1), "graveyard": ["Sacred Cat"]})
    activate(game, game.find("Sacred Cat", zone="graveyard"))
    assert names(game, "exile") == ["Sacred Cat"]  # the cost exiled it (602.2b)
    pass_both(game)
    c = chars(game.state, _token(game))
    assert c.name == "Sacred Cat"
    assert set(c.colors) == {"W"} and set(c.subtypes) == {"Cat", "Zombie"}
    assert c.mana_value == 0 and "lifelink" in c.keywords
    assert pt(game, _token(game)) == (1, 1)


def test_702_129a_eternalize_a_black_4_4_zombie_copy() -> None:
    game = board({"battlefield": basics(Island=6), "graveyard": ["Proven Combatant"]})
    activate(game, game.find("Proven Combatant", zone="graveyard"))
    pass_both(game)
    c = chars(game.state, _token(game))
    assert set(c.colors) == {"B"} and set(c.subtypes) == {"Human", "Warrior", "Zombie"}
    assert pt(game, _token(game)) == (4, 4) and c.mana_value == 0


def test_702_128a_only_as_a_sorcery_and_only_from_the_graveyard() -> None:
    game = board({"battlefield": basics(Plains=1), "graveyard": ["Sacred Cat"]}, step="upkeep")
    assert not can_activate(game, game.find("Sacred Cat", zone="graveyard"))
    game = board({"battlefield": [*basics(Plains=1), "Sacred Cat"]})
    assert not can_activate(game, game.find("Sacred Cat"))

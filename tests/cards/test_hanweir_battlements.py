"""Hanweir Battlements // Hanweir, the Writhing Township (a meld pair with Hanweir Garrison): "{3}{R}{R}, {T}: If you
both own and control Hanweir Battlements and a creature named Hanweir Garrison, exile them, then meld them into
Hanweir, the Writhing Township." (701.42, 712.4, 712.8g, 712.21; mechanics/meld)"""

from __future__ import annotations

from support import (
    activate,
    attack,
    board,
    pass_until,
    resolve_stack,
    resolve_top,
    to_attackers,
    use_compiled,
)

from lithoform import Game
from lithoform.rules.zones import move

use_compiled("Hanweir Battlements", "Hanweir Garrison")

BATTLEMENTS, GARRISON, TOWNSHIP = "Hanweir Battlements", "Hanweir Garrison", "Hanweir, the Writhing Township"


def _meld(p1: dict | None = None, p2: dict | None = None) -> Game:
    mine = {"battlefield": [BATTLEMENTS, "Mountain", "Mountain", "Mountain", "Mountain", "Mountain"]}
    for zone, cards in (p1 or {"battlefield": [GARRISON]}).items():
        mine[zone] = mine.get(zone, []) + cards
    game = board(mine, p2 or {})
    activate(game, game.find(BATTLEMENTS), 3)
    resolve_top(game)
    return game


def _melded(game: Game) -> int:
    found = [o for o in game.state.zones["battlefield"] if game.chars(o).name == TOWNSHIP]
    assert len(found) == 1
    return found[0]


def test_701_42a_the_two_cards_become_one_permanent_with_the_back_face() -> None:
    """712.4a, 712.8g: one object with the characteristics of the combined back face only: a legendary 7/4
    Eldrazi Ooze with trample and haste."""
    game = _meld()
    township = game.chars(_melded(game))
    assert (township.power, township.toughness) == (7, 4)
    assert {"trample", "haste"} <= set(township.keywords) and "Legendary" in township.supertypes
    assert set(township.subtypes) == {"Eldrazi", "Ooze"}
    assert [game.state.objects[o].card for o in game.state.zones["battlefield"]].count(BATTLEMENTS) == 1
    assert game.state.zones["exile"] == ()


def test_712_8g_mana_value_is_the_sum_of_the_front_faces() -> None:
    """712.8g, 202.3c: Hanweir Garrison {2}{R} (3) plus Hanweir Battlements (0): 3."""
    game = _meld()
    assert game.chars(_melded(game)).mana_value == 3


def test_712_21_leaving_the_battlefield_it_becomes_two_cards() -> None:
    """712.21: 'If a melded permanent leaves the battlefield, one permanent leaves the battlefield and two cards
    are put into the appropriate zone.'"""
    game = _meld()
    move(game.state, _melded(game), "graveyard")
    assert sorted(game.state.objects[o].card for o in game.state.zones["graveyard:0"]) == [BATTLEMENTS, GARRISON]


def test_701_42_needs_both_owned_and_controlled() -> None:
    """'If you both own and control ... and a creature named Hanweir Garrison': the opponent's Garrison won't do;
    nothing is exiled."""
    game = _meld({}, {"battlefield": [GARRISON]})
    assert game.state.zones["exile"] == ()
    assert BATTLEMENTS in [game.state.objects[o].card for o in game.state.zones["battlefield"]]


def test_701_42c_a_token_copy_cant_be_melded_and_the_card_stays_exiled() -> None:
    """701.42b-c: a token named Hanweir Garrison is exiled with it but can't be melded: Hanweir Battlements stays
    in exile and the token ceases to exist (704.5d)."""
    game = _meld({"battlefield": [{"card": GARRISON, "token": True}]})
    assert [game.state.objects[o].card for o in game.state.zones["exile"]] == [BATTLEMENTS]
    assert not [o for o in game.state.zones["battlefield"] if game.chars(o).name == TOWNSHIP]


def test_ruling_the_melded_permanent_attacks_and_its_tokens_enter_attacking() -> None:
    """Ruling (2016-07-13): "On the turn they enter the battlefield, the tokens are never declared as attacking
    creatures. They simply enter the battlefield attacking." The Township has haste: it attacks the turn it
    melds, and its trigger makes two 3/2 Eldrazi Horror tokens, tapped and attacking."""
    game = _meld()
    pass_until(game, "beginning_of_combat")
    to_attackers(game)
    attack(game, _melded(game))
    resolve_stack(game)
    horrors = [o for o in game.state.zones["battlefield"] if game.chars(o).name == "Eldrazi Horror Token"]
    assert len(horrors) == 2 and all(game.state.objects[o].tapped for o in horrors)
    attacking = {a for a, _ in game.state.combat.attackers}
    assert set(horrors) <= attacking

"""107.4h: "When used in a cost, the snow mana symbol {S} represents a cost that can be paid with one mana of any
type produced by a snow source (see rule 106.3). Effects that reduce the amount of generic mana you pay don't affect
{S} costs." Mana remembers, as it is made, whether its source was snow (rules/payment.py `add_mana`)."""

from __future__ import annotations

from support import board, use_compiled

from lithoform import Game

use_compiled("Icehide Troll", "Snow-Covered Forest", "Snow-Covered Island", "Boreal Centaur")


def _actions(game: Game) -> list[str]:
    return [str(a) for a in game.legal_actions()]


def test_107_4h_mana_from_a_snow_land_pays_s() -> None:
    """Icehide Troll's '{S}{S}: ... gets +2/+0 and gains indestructible until end of turn. Tap it.' is paid with
    two mana from Snow-Covered Forests (any type of mana: {G} here)."""
    game = board({"battlefield": ["Icehide Troll", "Snow-Covered Forest", "Snow-Covered Forest"]})
    troll = game.find("Icehide Troll")
    game.apply(f"activate {troll} 1")
    assert "autopay" in _actions(game)
    game.apply("autopay")
    assert all(game.state.objects[o].tapped for o in game.state.zones["battlefield"]
               if game.state.objects[o].card == "Snow-Covered Forest")


def test_107_4h_mana_from_a_snow_source_remembers_it() -> None:
    """106.3, 107.4h: the mana a snow land makes is snow mana, of its own type ({U} from a Snow-Covered Island)."""
    game = board({"battlefield": ["Snow-Covered Island", "Forest"]})
    for oid in list(game.state.zones["battlefield"]):
        game.apply(f"activate {oid} 1")
    pool = game.state.players[0].pool
    assert sorted((m.type, m.snow) for m in pool) == [("G", False), ("U", True)]


def test_107_4h_mana_from_a_nonsnow_source_cant_pay_s() -> None:
    """Mana from a Forest (not snow) can't pay {S}: with only Forests, Icehide Troll's {S}{S} ability isn't
    offered, before or after the Forests are tapped. (This test used to begin the activation: it passed only
    after the snow test above, whose answer 'payable' was kept for the same mana types; the payability answers
    now keep which mana and sources are snow.)"""
    game = board({"battlefield": ["Icehide Troll", "Forest", "Forest"]})
    troll = game.find("Icehide Troll")
    assert f"activate {troll} 1" not in _actions(game)
    for oid in [o for o in game.state.zones["battlefield"] if game.state.objects[o].card == "Forest"]:
        game.apply(f"activate {oid} 1")
    assert f"activate {troll} 1" not in _actions(game)


def test_107_4h_s_is_paid_first_with_snow_mana_in_the_pool() -> None:
    """A cost of {1}{S} paid from a pool of one snow {G} and one {G} from a Forest: the snow mana pays {S}, the
    other pays {1} (Boreal Centaur's '{S}: ... gets +1/+1' with a generic part added by hand here: the pool pays
    {S} only with the snow mana, whatever order the pool is in)."""
    from lithoform.cards.mana import Mana, parse_cost, pay_from_pool
    pool = [Mana("G", 1), Mana("G", 2, snow=True)]
    assert pay_from_pool(parse_cost("{1}{S}"), pool) == (0, 1)
    assert pay_from_pool(parse_cost("{S}{S}"), pool) is None
    assert pay_from_pool(parse_cost("{S}"), [Mana("C", 3, snow=True)]) == (0,)

"""CR 303.4 / 603.2: a Curse's triggers on the events of the enchanted player (the player it is attached to,
303.4) and of the permanents and spells that player controls: 'a creature attacks enchanted player'
(508.1m, 508.3a), 'a creature enters under enchanted player's control' (603.6a), 'a nontoken creature
enchanted player controls dies' (603.10a), 'enchanted player draws a card' (121.1)."""

from __future__ import annotations

from support import (
    attack,
    basics,
    board,
    cast,
    counters,
    life,
    pass_until,
    resolve_stack,
    to_attackers,
    triggers,
)

from lithoform.play.game import Game

LANDS = basics(Forest=4, Plains=3, Swamp=2, Mountain=1)


def _curse(game: Game, name: str, player: int) -> None:
    """Casts the Aura `name` from the hand enchanting the player `player` (303.4a, 303.4f)."""
    cast(game, name, f"P{player + 1}")
    resolve_stack(game)
    assert game.state.objects[game.find(name)].attached_to == -player - 1


def _attack_with_bears(curse: str, cursed: int) -> Game:
    game = board({"battlefield": [*LANDS, {"card": "Grizzly Bears", "sick": False}], "hand": [curse]})
    _curse(game, curse, cursed)
    pass_until(game, "beginning_of_combat")
    to_attackers(game)
    attack(game, game.find("Grizzly Bears"))
    resolve_stack(game)
    return game


def test_508_3a_a_creature_attacking_the_enchanted_player() -> None:
    """Curse of Predation: 'Whenever a creature attacks enchanted player, put a +1/+1 counter on it.'"""
    game = _attack_with_bears("Curse of Predation", 1)
    assert counters(game, game.find("Grizzly Bears")) == 1


def test_508_3a_a_creature_attacking_another_player_doesnt_trigger_it() -> None:
    game = _attack_with_bears("Curse of Predation", 0)  # the curse is on P1; the Bears attack P2
    assert counters(game, game.find("Grizzly Bears")) == 0
    assert triggers(game, "Curse of Predation") == 0


def test_its_controller_is_the_attacking_creatures_controller() -> None:
    """Curse of the Forsaken: 'Whenever a creature attacks enchanted player, its controller gains 1 life.'"""
    game = _attack_with_bears("Curse of the Forsaken", 1)
    assert life(game, 0) == 21 and life(game, 1) == 20


def test_603_6a_a_creature_entering_under_the_enchanted_players_control() -> None:
    """Trespasser's Curse: 'Whenever a creature enters the battlefield under enchanted player's control, that
    player loses 1 life and you gain 1 life.'"""
    game = board({"battlefield": LANDS, "hand": ["Trespasser's Curse", "Grizzly Bears"]})
    _curse(game, "Trespasser's Curse", 0)  # cursing yourself: your creatures trigger it
    cast(game, "Grizzly Bears")
    resolve_stack(game)
    assert life(game, 0) == 20  # lost 1, gained 1
    assert triggers(game, "Trespasser's Curse") == 1
    game2 = board({"battlefield": LANDS, "hand": ["Trespasser's Curse", "Grizzly Bears"]})
    _curse(game2, "Trespasser's Curse", 1)  # on P2: P1's creature doesn't trigger it
    cast(game2, "Grizzly Bears")
    resolve_stack(game2)
    assert triggers(game2, "Trespasser's Curse") == 0


def test_603_10a_a_nontoken_creature_the_enchanted_player_controlled_dies() -> None:
    """Curse of Clinging Webs: 'Whenever a nontoken creature enchanted player controls dies, exile it and you
    create a 1/2 green Spider creature token with reach.'"""
    game = board({"battlefield": LANDS, "hand": ["Curse of Clinging Webs", "Shock"]},
                 {"battlefield": ["Grizzly Bears"]})
    _curse(game, "Curse of Clinging Webs", 1)
    cast(game, "Shock", game.find("Grizzly Bears"))
    resolve_stack(game)
    assert "Grizzly Bears" in [game.chars(o).name for o in game.zone("exile", 1)]
    assert [game.chars(o).name for o in game.zone("battlefield") if game.state.objects[o].token] == ["Spider Token"], \
        [game.chars(o).name for o in game.zone("battlefield")]

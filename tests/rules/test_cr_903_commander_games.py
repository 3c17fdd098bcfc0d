"""903: two-player Commander games: the command zone and 40 life (903.6-903.7; Brawl 25, 903.12f), casting a
commander with the commander tax (903.8), its return to the command zone (903.9a-b), 21 combat damage from one
commander (903.10a, 704.6c; not in Brawl, 903.12h), and what a commander is (903.3)."""

from __future__ import annotations

from typing import Any

import msgspec
import pytest
from support import cast, pass_both

from lithoform import Game
from lithoform.mechanics.commander.rules import commander_of, commander_permissions
from lithoform.play.serialize import dumps, loads
from lithoform.rules.setup import SetupError, new_game
from lithoform.state.model import COMMAND, GRAVEYARD, HAND, LIBRARY

ISAMARU = "Isamaru, Hound of Konda"  # {W} 2/2
KRENKO = "Krenko, Mob Boss"  # {2}{R}{R} Goblin
KOZILEK = "Kozilek, Butcher of Truth"  # 12/12


def _board(p1: dict[str, Any], p2: dict[str, Any] | None = None, **more: Any) -> Game:
    return Game.from_board({"active": "P1", "turn": 3, "step": "main1", "P1": p1, "P2": p2 or {}, **more})


def _with(game: Game, *changes: dict[str, Any]) -> Game:
    """The game with its commanders' records changed (the times cast, the damage dealt), as a saved game with them
    would load: a fresh state, nothing worked out before the change kept."""
    state = game.state
    state.commanders = tuple(msgspec.structs.replace(c, **ch) for c, ch in zip(state.commanders, changes, strict=False))
    return Game(loads(dumps(state)))


def _cast_from_command(game: Game, name: str) -> str:
    """The legal 'cast' action of the commander `name` in the command zone (its permission named in it)."""
    oid = game.find(name, zone=COMMAND)
    found = [str(a) for a in game.legal_actions() if a.kind == "cast" and a.args[0] == oid]
    assert len(found) == 1, found
    return found[0]


# --- 903.6, 903.7, 903.12f: the start of the game -----------------------------------------------------------


def test_903_6_903_7_commanders_start_in_the_command_zone_and_players_at_40_life() -> None:
    """903.6: 'each player puts their commander from their deck face up into the command zone.' 903.7: 'each player
    sets their life total to 40 and draws a hand of seven cards.'"""
    game = Game.new([["Mountain"] * 99, ["Plains"] * 99], seed=3, commanders=[[KRENKO], [ISAMARU]])
    s = game.state
    assert [s.objects[o].card for o in s.zones[COMMAND]] == [KRENKO, ISAMARU]
    assert [s.objects[o].owner for o in s.zones[COMMAND]] == [0, 1]
    assert [p.life for p in s.players] == [40, 40]
    assert len(s.zone(HAND, 0)) == 7 and len(s.zone(LIBRARY, 0)) == 92  # the commander isn't in the library
    assert s.variant == "commander" and [c.card for c in s.commanders] == [KRENKO, ISAMARU]


def test_903_12f_a_two_player_brawl_game_starts_at_25_life() -> None:
    """903.12f: 'In a two-player Brawl game, each player's starting life total is 25.'"""
    game = Game.new([["Mountain"] * 59, ["Plains"] * 59], seed=3, commanders=[[KRENKO], [ISAMARU]], variant="brawl")
    assert [p.life for p in game.state.players] == [25, 25]


def test_702_124_two_partner_commanders_both_start_in_the_command_zone() -> None:
    game = Game.new([["Island"] * 98, ["Plains"] * 99], seed=1,
                    commanders=[["Thrasios, Triton Hero", "Kraum, Ludevic's Opus"], [ISAMARU]])
    assert sorted(game.state.objects[o].card for o in game.state.zones[COMMAND]) == [
        ISAMARU, "Kraum, Ludevic's Opus", "Thrasios, Triton Hero"]


@pytest.mark.parametrize("commanders, message", [
    ([[KRENKO]], "2 players need 2 lists of commanders"),
    ([[KRENKO], []], "P2 has no commander (903.3)"),
    ([[KRENKO, KRENKO], [ISAMARU]], "name one card twice"),
    ([[KRENKO, ISAMARU, KOZILEK], [ISAMARU]], "at most 2"),
    ([["No Such Card"], [ISAMARU]], "No Such Card"),
])
def test_a_bad_commander_set_up_is_refused_clearly(commanders: list[list[str]], message: str) -> None:
    with pytest.raises(SetupError, match=message.replace("(", r"\(").replace(")", r"\)")):
        new_game([["Mountain"] * 40, ["Plains"] * 40], commanders=commanders)


def test_903_3_a_commander_is_a_legendary_card() -> None:
    """903.3: 'Each deck has a legendary card designated as its commander.'"""
    with pytest.raises(SetupError, match="no legendary card"):
        new_game([["Mountain"] * 40, ["Plains"] * 40], commanders=[["Grizzly Bears"], [ISAMARU]])


def test_an_unknown_variant_is_refused() -> None:
    with pytest.raises(SetupError, match="unknown variant"):
        new_game([["Mountain"] * 40, ["Plains"] * 40], commanders=[[KRENKO], [ISAMARU]], variant="oathbreaker")


def test_a_game_without_commanders_is_as_before() -> None:
    """New fields are left out of a save at their defaults: an ordinary game saves exactly as before."""
    game = Game.new([["Mountain"] * 40, ["Plains"] * 40], seed=2)
    assert game.state.commanders == () and game.state.variant == ""
    assert "commanders" not in dumps(game.state) and "variant" not in dumps(game.state)


def test_a_commander_game_saves_and_loads() -> None:
    game = _board({"commander": ISAMARU, "battlefield": ["Plains"]})
    game.apply(_cast_from_command(game, ISAMARU))
    game.apply("autopay")
    text = dumps(game.state)
    again = loads(text)
    assert again.commanders == game.state.commanders and again.commanders[0].casts == 1
    assert dumps(again) == text


# --- 903.8: casting a commander from the command zone --------------------------------------------------------


def test_903_8_the_owner_casts_a_commander_from_the_command_zone() -> None:
    """903.8: 'A player may cast a commander they own from the command zone.' Its timing is a creature's."""
    game = _board({"commander": ISAMARU, "battlefield": ["Plains"]})
    game.apply(_cast_from_command(game, ISAMARU))
    game.apply("autopay")
    pass_both(game)
    assert game.find(ISAMARU, zone="battlefield")
    assert game.state.commanders[0].casts == 1


def test_903_8_an_opponent_can_t_cast_your_commander() -> None:
    game = _board({"battlefield": ["Plains"]}, {"commander": ISAMARU})
    assert list(commander_permissions(game.state, 0)) == []
    assert len(list(commander_permissions(game.state, 1))) == 1


def test_903_8_the_tax_is_2_more_for_each_previous_cast_from_the_command_zone() -> None:
    """903.8: 'A commander cast from the command zone costs an additional {2} for each previous time the player
    casting it has cast it from the command zone that game.'"""
    game = _board({"commander": ISAMARU, "battlefield": [{"card": "Plains", "count": 4}]})
    game = _with(game, {"casts": 2})
    (permission,) = commander_permissions(game.state, 0)
    assert permission.additional is not None and permission.additional.mana == "{4}"
    assert not any(a.kind == "cast" for a in game.legal_actions())  # {4}{W}: four Plains aren't enough
    game = _with(game, {"casts": 1})
    game.apply(_cast_from_command(game, ISAMARU))  # {2}{W}
    game.apply("autopay")
    assert sum(game.state.objects[o].tapped for o in game.state.zones["battlefield"]) == 3


def test_601_2f_a_cost_reduction_applies_to_the_commander_tax_too() -> None:
    """601.2f: the total cost is the mana cost plus additional costs and cost increases, minus cost reductions:
    Goblin Warchief ('Goblin spells you cast cost {1} less to cast.') makes Krenko's {2}{R}{R} plus a {2} tax
    cost {3}{R}{R}."""
    game = _board({"commander": KRENKO, "battlefield": ["Goblin Warchief", {"card": "Mountain", "count": 5}]})
    game = _with(game, {"casts": 1})
    game.apply(_cast_from_command(game, KRENKO))
    game.apply("autopay")
    assert game.state.objects[game.state.stack[-1]].card == KRENKO
    tapped = [o for o in game.state.zones["battlefield"] if game.state.objects[o].tapped]
    assert len(tapped) == 5


def test_903_8_a_commander_cast_from_the_hand_pays_no_tax_and_isn_t_counted() -> None:
    """The tax counts casts 'from the command zone' only."""
    game = _board({"commander": ISAMARU, "hand": [ISAMARU], "battlefield": ["Plains"]})
    assert not game.state.zones[COMMAND]  # set up elsewhere: not put into the command zone (903.6)
    cast(game, game.find(ISAMARU, zone="hand"))
    assert game.state.commanders[0].casts == 0


# --- 903.9: back to the command zone -------------------------------------------------------------------------


def _bolt_isamaru(answer: str) -> Game:
    game = _board({"battlefield": ["Mountain"], "hand": ["Lightning Bolt"]},
                  {"commander": ISAMARU, "battlefield": [ISAMARU]})
    cast(game, "Lightning Bolt", game.find(ISAMARU))
    pass_both(game)
    assert game.pending.kind == "may" and game.pending.player == 1, game.pending
    game.apply(answer)
    return game


def test_903_9a_its_owner_may_put_a_dead_commander_into_the_command_zone() -> None:
    """903.9a: 'If a commander is in a graveyard or in exile and that object was put into that zone since the last
    time state-based actions were checked, its owner may put it into the command zone.'"""
    game = _bolt_isamaru("yes")
    assert game.find(ISAMARU, zone=COMMAND)
    assert not game.state.zone(GRAVEYARD, 1)


def test_903_9a_a_commander_left_in_the_graveyard_isn_t_asked_about_again() -> None:
    game = _bolt_isamaru("no")
    assert game.find(ISAMARU, zone=GRAVEYARD)
    assert game.pending.kind == "priority" and game.pending.player == 0
    pass_both(game)  # the step ends: state-based actions are checked again, with no question
    assert game.find(ISAMARU, zone=GRAVEYARD) and game.pending.kind != "may"


def test_903_9b_a_commander_put_into_its_owner_s_library_goes_to_the_command_zone_instead() -> None:
    """903.9b: 'If a commander would be put into its owner's hand or library from anywhere, its owner may put it
    into the command zone instead.' Griptide: 'Put target creature on top of its owner's library.'"""
    game = _board({"battlefield": [{"card": "Island", "count": 4}], "hand": ["Griptide"]},
                  {"commander": ISAMARU, "battlefield": [ISAMARU]})
    library = game.state.zone(LIBRARY, 1)
    cast(game, "Griptide", game.find(ISAMARU))
    pass_both(game)
    assert game.pending.kind == "may" and game.pending.player == 1  # the owner chooses
    game.apply("yes")
    assert game.find(ISAMARU, zone=COMMAND)
    assert game.state.zone(LIBRARY, 1) == library


def test_903_9b_a_commander_drawn_goes_to_the_command_zone_if_its_owner_chooses() -> None:
    """903.9b: 'from anywhere': a commander on top of its owner's library that would be drawn."""
    game = _board({"battlefield": ["Island"], "hand": ["Opt"], "library": [ISAMARU, "Plains"], "commander": ISAMARU})
    cast(game, "Opt")
    pass_both(game)
    while game.pending.kind != "may":  # Opt's scry 1 first ('put on the bottom' declined)
        game.apply(next(str(a) for a in game.legal_actions() if a.kind in ("choose", "done")))
    game.apply("yes")
    assert game.find(ISAMARU, zone=COMMAND)
    assert not [o for o in game.state.zone(HAND, 0) if game.state.objects[o].card == ISAMARU]


def test_903_9b_declined_the_commander_goes_to_the_hand() -> None:
    game = _board({"battlefield": [{"card": "Island", "count": 2}], "hand": ["Boomerang"]},
                  {"commander": ISAMARU, "battlefield": [ISAMARU]})
    cast(game, "Boomerang", game.find(ISAMARU))
    pass_both(game)
    game.apply("no")
    assert game.find(ISAMARU, zone=HAND)


# --- 903.10a, 704.6c: commander damage ------------------------------------------------------------------------


def _attack_with(game: Game, attacker: str) -> None:
    """P1 attacks P2 with `attacker`, P2 blocks nothing, and combat damage is dealt."""
    while game.state.step != "declare_attackers" or game.pending.kind != "attackers":
        game.apply("pass")
    game.apply(f"attack {game.find(attacker)} -2")
    game.apply("done")
    while game.state.step not in ("combat_damage", "end_of_combat") and not game.state.game_over:
        game.apply("done" if game.pending.kind == "blockers" else "pass")


def test_704_6c_21_combat_damage_from_one_commander_loses_the_game() -> None:
    """903.10a: 'A player who's been dealt 21 or more combat damage by the same commander over the course of the
    game loses the game.'"""
    game = _board({"commander": KOZILEK, "battlefield": [KOZILEK]}, {"life": 100})
    game = _with(game, {"damage": ((1, 9),)})
    _attack_with(game, KOZILEK)
    assert game.state.commanders[0].damage == ((1, 21),)
    assert game.state.game_over and game.winner == 0
    assert game.state.players[1].life == 88


def test_704_6c_damage_from_two_commanders_doesn_t_add_up() -> None:
    """'by the same commander': 20 from one and 20 from another is no loss."""
    game = _board({"commander": [KOZILEK], "battlefield": [KOZILEK]},
                  {"commander": ISAMARU, "life": 100})
    game = _with(game, {"damage": ((1, 8),)}, {"damage": ((0, 20),)})
    _attack_with(game, KOZILEK)
    assert not game.state.game_over and game.state.commanders[0].damage == ((1, 20),)


def test_903_10a_damage_that_isn_t_combat_damage_doesn_t_count() -> None:
    game = _board({"commander": "Rograkh, Son of Rohgahh", "battlefield": ["Rograkh, Son of Rohgahh", "Mountain"],
                   "hand": ["Shock"]})
    cast(game, "Shock", "P2")
    pass_both(game)
    assert game.state.commanders[0].damage == ()


def test_903_12h_brawl_has_no_commander_damage_loss() -> None:
    """903.12h: 'Brawl games do not use the state-based action described in rule 704.6c'."""
    game = _board({"commander": KOZILEK, "battlefield": [KOZILEK]}, {"life": 100},
                  variant="brawl")
    game = _with(game, {"damage": ((1, 9),)})
    _attack_with(game, KOZILEK)
    assert game.state.commanders[0].damage == ((1, 21),) and not game.state.game_over


# --- 903.3: what a commander is ------------------------------------------------------------------------------


def test_903_3_a_token_copy_of_a_commander_isn_t_a_commander() -> None:
    """903.3's example: 'A permanent that's copying a commander ... is not a commander.'"""
    game = _board({"commander": ISAMARU, "battlefield": [ISAMARU, {"card": ISAMARU, "token": True}]})
    real, token = sorted(game.state.zones["battlefield"], key=lambda o: game.state.objects[o].token)
    assert commander_of(game.state, game.state.objects[real]) == 0
    assert commander_of(game.state, game.state.objects[token]) is None


def test_903_3_an_opponent_s_copy_of_the_same_card_isn_t_your_commander() -> None:
    game = _board({"commander": ISAMARU}, {"battlefield": [ISAMARU]})
    assert commander_of(game.state, game.state.objects[game.find(ISAMARU, zone="battlefield")]) is None


# --- the scenario set-up's keys -------------------------------------------------------------------------------


def test_setup_variant_without_commanders_is_refused() -> None:
    with pytest.raises(SetupError, match="needs each player's `commander`"):
        _board({}, variant="brawl")


def test_setup_commander_defaults_life_to_the_variant_s() -> None:
    assert [p.life for p in _board({"commander": ISAMARU}).state.players] == [40, 40]
    assert [p.life for p in _board({"commander": ISAMARU}, variant="brawl").state.players] == [25, 25]
    assert [p.life for p in _board({"commander": ISAMARU, "life": 7}).state.players] == [7, 40]


# --- 903.12g: Brawl's free mulligan -----------------------------------------------------------------------------


def test_903_12g_a_brawl_player_s_first_mulligan_is_free() -> None:
    """903.12g: 'In any Brawl game, the first mulligan a player takes doesn't count toward the number of cards that
    player will put on the bottom of their library or the number of mulligans that player may take. Subsequent
    mulligans are counted toward these numbers as normal.'"""
    game = Game.new([["Mountain"] * 59, ["Plains"] * 59], seed=1, first_player=0, mulligans=True,
                    commanders=[[KRENKO], [ISAMARU]], variant="brawl")
    game.apply("yes")  # P1 takes a mulligan: the free one
    game.apply("no")  # P2 keeps
    assert game.pending.kind == "mulligan" and game.pending.player == 0  # nothing to put on the bottom
    assert len(game.zone("hand", 0)) == 7
    game.apply("yes")  # the second mulligan counts: one card to the bottom
    p = game.pending
    assert p.kind == "choose" and p.player == 0 and p.min == p.max == 1


def test_103_5_a_commander_game_s_first_mulligan_counts() -> None:
    """903.12g is Brawl's: in a Commander game the London mulligan is as usual (103.5)."""
    game = Game.new([["Mountain"] * 99, ["Plains"] * 99], seed=1, first_player=0, mulligans=True,
                    commanders=[[KRENKO], [ISAMARU]])
    game.apply("yes")
    game.apply("no")
    p = game.pending
    assert p.kind == "choose" and p.player == 0 and p.min == p.max == 1


def test_a_variant_without_commanders_is_refused() -> None:
    with pytest.raises(SetupError, match="needs each player's commanders"):
        new_game([["Mountain"] * 40, ["Plains"] * 40], variant="brawl")


def test_903_8_the_observation_shows_the_command_zone_and_the_heuristic_agent_casts_its_commander() -> None:
    """903.8: 'A player may cast a commander they own from the command zone.' The command zone is public (400.2):
    every player's observation shows the commanders there, and the heuristic agent, which casts what its
    observation shows it can (creatures after combat), casts its commander from there."""
    from lithoform.play.agents import make_agent
    from lithoform.play.observation import observe

    game = _board({"battlefield": ["Plains"], "commander": ISAMARU}, {"commander": KRENKO}, step="main2")
    for viewer in (0, 1):
        assert sorted(c.name for c in observe(game, viewer).command) == [ISAMARU, KRENKO]
    action = make_agent("heuristic", 0).choose(game)
    assert str(action) == _cast_from_command(game, ISAMARU)

"""Sentences about players (mechanics/player_verbs): 'gets N poison counters' (122.1f), '[player] reveals their
hand' (701.20a), '[player] sacrifices a permanent / loses N life unless they pay {N}' (118.12: the player the
instruction is about decides and pays), 'that player draws an additional card' in a draw step trigger (504.1),
and 'that player' after 'at the beginning of each player's / each opponent's upkeep' (the active player, 102.1)."""

from __future__ import annotations

from support import (
    actions,
    activate,
    board,
    cast,
    castable,
    events,
    hand_size,
    life,
    names,
    pass_both,
    pass_until,
)

from lithoform.carddb import get_card
from lithoform.cards.tree import ActivePlayer, DrawCards, Payer, PlayerUnlessPays, SacrificeChosen
from lithoform.compiler import compile_card


def _effects(card: str) -> list:
    compiled = compile_card(get_card(card)).card
    assert compiled is not None
    return [getattr(a, "effect", None) for a in compiled.faces[0].abilities]


def test_122_1f_caress_of_phyrexia_gives_three_poison_counters() -> None:
    game = board({"battlefield": [{"card": "Swamp", "count": 5}], "hand": ["Caress of Phyrexia"]})
    cast(game, "Caress of Phyrexia", "P2")
    pass_both(game)
    assert game.state.players[1].poison == 3
    assert life(game, 1) == 17
    assert any("122.1f" in e.rules for e in events(game, "poison"))


def test_704_5c_ten_poison_counters_lose_the_game() -> None:
    game = board({"battlefield": [{"card": "Swamp", "count": 5}], "hand": ["Caress of Phyrexia"]},
                 {"poison": 7})
    cast(game, "Caress of Phyrexia", "P2")
    pass_both(game)
    assert game.state.winner == 0


def test_701_20a_thoughtcutter_agent_reveals_the_hand_to_all() -> None:
    game = board({"battlefield": [{"card": "Island", "count": 1}, {"card": "Swamp", "count": 1},
                                  "Thoughtcutter Agent"]}, {"hand": ["Counterspell", "Shock"]})
    activate(game, "Thoughtcutter Agent", 1, "P2")
    pass_both(game)
    revealed = events(game, "reveal")
    assert revealed and sorted(revealed[-1].args["cards"]) == ["Counterspell", "Shock"]
    assert life(game, 1) == 19
    assert sorted(names(game, "hand", 1)) == ["Counterspell", "Shock"]  # revealed, still in the hand


def test_118_12_the_opponent_decides_to_pay_or_sacrifice() -> None:
    (brigand,) = [e for e in _effects("Rishadan Brigand") if isinstance(e, PlayerUnlessPays)]
    assert brigand.mana == "{3}" and isinstance(brigand.otherwise, SacrificeChosen)
    assert brigand.otherwise.who == Payer()
    game = board({"battlefield": [{"card": "Island", "count": 5}], "hand": ["Rishadan Brigand"]},
                 {"battlefield": [{"card": "Forest", "count": 3}, "Grizzly Bears"]})
    cast(game, "Rishadan Brigand")
    pass_both(game)  # the creature spell resolves; its enters trigger goes on the stack
    pass_both(game)
    p = game.pending
    assert p.kind == "may" and p.player == 1 and "118.12" in p.prompt, p
    game.apply("no")  # doesn't pay
    p = game.pending
    assert p.player == 1, p  # the opponent chooses the permanent to sacrifice
    game.apply(f"choose {game.find('Grizzly Bears')}")
    assert "Grizzly Bears" in names(game, "graveyard", 1)


def test_118_12_the_opponent_pays() -> None:
    game = board({"battlefield": [{"card": "Island", "count": 5}], "hand": ["Rishadan Brigand"]},
                 {"battlefield": [{"card": "Forest", "count": 3}, "Grizzly Bears"]})
    cast(game, "Rishadan Brigand")
    pass_both(game)
    pass_both(game)
    game.apply("yes")  # pays {3}
    assert "Grizzly Bears" in names(game, "battlefield")
    assert any(e.args.get("player") == 1 and "118.12" in e.rules for e in events(game, "paid"))


def test_504_1_howling_mine_each_player_draws_an_additional_card() -> None:
    assert DrawCards(1, ActivePlayer()) in _effects("Howling Mine")
    game = board({"battlefield": ["Howling Mine"]}, active="P2", step="upkeep")
    before = hand_size(game, 1)
    pass_until(game, "main1")
    assert hand_size(game, 1) == before + 2  # the turn's draw and the additional card


def test_102_1_each_opponents_upkeep_that_player_is_the_active_player() -> None:
    game = board({"battlefield": ["Sheoldred, Whispering One"]}, {"battlefield": ["Grizzly Bears"]},
                 active="P2", step="untap")
    pass_until(game, "draw")
    assert "Grizzly Bears" in names(game, "graveyard", 1)


def test_608_2d_target_opponent_may_draw_the_opponent_decides() -> None:
    game = board({"battlefield": [{"card": "Island", "count": 1}, "Phelddagrif"]})
    before = hand_size(game, 1)
    activate(game, "Phelddagrif", 3, "P2")
    pass_both(game)
    p = game.pending
    assert p.kind == "may" and p.player == 1 and "608.2d" in p.prompt, p
    game.apply("yes")
    assert hand_size(game, 1) == before + 1
    assert "Phelddagrif" in names(game, "hand", 0)


def test_101_2_rule_of_law_one_spell_each_turn() -> None:
    game = board({"battlefield": [{"card": "Mountain", "count": 2}, "Rule of Law"], "hand": ["Shock", "Shock"]})
    assert castable(game, "Shock")
    cast(game, game.zone("hand", 0)[0], "P2")
    pass_both(game)
    assert not castable(game, "Shock")  # a spell cast this turn: no other (601.3)


def test_118_12_rhystic_study_the_opponent_chooses_to_pay_first_then_you_choose_to_draw() -> None:
    """Rhystic Study ruling: "You don't have to decide whether or not you are drawing until after the player
    decides whether or not to pay." """
    game = board({"battlefield": ["Rhystic Study"]},
                 {"battlefield": [{"card": "Mountain", "count": 2}], "hand": ["Shock"]}, active="P2")
    before = hand_size(game, 0)
    cast(game, "Shock", "P1")
    pass_both(game)  # Rhystic Study's trigger resolves
    p = game.pending
    assert p.kind == "may" and p.player == 1 and "118.12" in p.prompt, p  # the opponent first
    game.apply("no")
    p = game.pending
    assert p.kind == "may" and p.player == 0, p  # then you
    game.apply("yes")
    assert hand_size(game, 0) == before + 1


def test_305_2_turf_wound_target_player_cant_play_lands_this_turn() -> None:
    game = board({"battlefield": [{"card": "Mountain", "count": 3}], "hand": ["Turf Wound", "Forest"]})
    forest = game.find("Forest")
    assert f"play {forest}" in actions(game)
    cast(game, "Turf Wound", "P1")
    pass_both(game)
    assert f"play {forest}" not in actions(game)  # 101.2: the 'can't' wins over the land play
    assert events(game, "player_ban")
    pass_until(game, "main1", turn=5)  # 514.2: it ended with the turn
    assert any(a.startswith("play ") for a in actions(game))


def test_101_2_target_player_cant_cast_spells_this_turn() -> None:
    """Render Silent: "Counter target spell. Its controller can't cast spells this turn." """
    game = board({"battlefield": [{"card": "Plains", "count": 1}, {"card": "Island", "count": 2}],
                   "hand": ["Render Silent"]},
                  {"battlefield": [{"card": "Mountain", "count": 3}], "hand": ["Shock", "Lightning Bolt"]},
                  active="P2")
    cast(game, "Shock", "P1")
    game.apply("pass")  # P2 passes; P1 responds
    cast(game, "Render Silent", game.find("Shock", zone="stack"))
    pass_both(game)
    assert "Shock" in names(game, "graveyard", 1)
    assert not castable(game, "Lightning Bolt")  # its controller can't cast spells this turn


def test_701_13a_witness_the_end_the_opponent_exiles_two_cards_of_their_choice() -> None:
    game = board({"battlefield": [{"card": "Swamp", "count": 4}], "hand": ["Witness the End"]},
                 {"hand": ["Shock", "Counterspell", "Forest"]})
    cast(game, "Witness the End", "P2")
    pass_both(game)
    p = game.pending
    assert p.kind == "choose" and p.player == 1, p  # the opponent chooses from their own hand
    game.apply("choose " + " ".join(str(o) for o in p.options[:2]))
    assert len(names(game, "exile", 1)) == 2 and hand_size(game, 1) == 1
    assert life(game, 1) == 18


def test_401_4_chittering_rats_puts_a_card_from_the_opponents_hand_on_top() -> None:
    game = board({"battlefield": [{"card": "Swamp", "count": 3}], "hand": ["Chittering Rats"]},
                 {"hand": ["Shock", "Forest"]})
    cast(game, "Chittering Rats")
    game.apply("pass")
    game.apply("pass")  # the creature resolves; its trigger is put on the stack
    game.apply("target P2")
    pass_both(game)
    p = game.pending
    assert p.kind == "choose" and p.player == 1, p
    game.apply(f"choose {game.find('Shock', zone='hand')}")
    assert names(game, "hand", 1) == ["Forest"]
    assert names(game, "library", 1)[0] == "Shock"  # on top (401.4)


def test_701_17a_traumatize_mills_half_rounded_down() -> None:
    game = board({"battlefield": [{"card": "Island", "count": 5}], "hand": ["Traumatize"]},
                 {"library": ["Forest"] * 7})
    cast(game, "Traumatize", "P2")
    pass_both(game)
    assert len(names(game, "graveyard", 1)) == 3


def test_118_12_the_deciding_player_belongs_to_one_resolution_not_the_process(monkeypatch) -> None:
    """118.12: 'Payer()' is the player deciding in the instruction being resolved. It is kept on that resolution's
    Ctx: another game's resolution running meanwhile (or a nested one) sees no payer of its own, and it is gone
    once the instruction is done."""
    from lithoform.mechanics.player_verbs import rules as player_verbs
    from lithoform.rules.context import Ctx
    from lithoform.state.model import Choices, player_ref

    game_a = board({"battlefield": ["Grizzly Bears"]})
    game_b = board({"battlefield": ["Grizzly Bears"]})
    ctx_a = Ctx(game_a.state, 0, 0, 0, Choices(), ())
    ctx_b = Ctx(game_b.state, 0, 0, 0, Choices(), ())
    seen: list[tuple] = []

    def inner(ctx: Ctx, effect: object) -> None:
        seen.append((ctx.refs(Payer()), ctx_b.refs(Payer())))
        if effect == "outer":  # a nested instruction about the other player
            player_verbs._as_payer(ctx, 0, "inner")
            seen.append((ctx.refs(Payer()),))

    monkeypatch.setattr(player_verbs, "run_effect", inner)
    player_verbs._as_payer(ctx_a, 1, "outer")
    assert seen == [((player_ref(1),), ()), ((player_ref(0),), ()), ((player_ref(1),),)]
    assert ctx_a.refs(Payer()) == () and ctx_a.payers == ()

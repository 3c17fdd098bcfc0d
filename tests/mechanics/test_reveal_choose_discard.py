"""'Target player reveals three cards from their hand and you choose one of them. That player discards that card.'
(Blackmail; 701.20a: the revealing player chooses what they reveal; 701.9b: the discarded card is the one the
spell's controller chose), with the number counted: 'X cards' (Cabal Interrogator's announced X), 'a number of
cards ... equal to the number of Swamps you control' (Mire's Toll), '..., where X is ...' (Thieving Sprite)."""

from __future__ import annotations

from support import board, cast, events, lands

from lithoform import Game


def _hand(game: Game, player: int) -> list[str]:
    return [game.state.objects[o].card for o in game.state.zones[f"hand:{player}"]]


def _pick(game: Game, *names: str) -> None:
    p = game.pending
    picks = [o for o in p.options if game.state.objects[o].card in names][: p.max]
    game.apply("choose " + " ".join(str(o) for o in picks))


def _to_decision(game: Game) -> None:
    for _ in range(10):
        if game.pending.kind != "priority" or not game.state.stack:
            return
        game.apply("pass")


P2_HAND = ["Shock", "Grizzly Bears", "Island", "Giant Growth", "Counterspell"]


def test_701_20a_blackmail_the_target_reveals_three_and_you_choose_the_discard() -> None:
    """Blackmail: 'Target player reveals three cards from their hand and you choose one of them. That player
    discards that card.'"""
    game = board({"battlefield": [lands("Swamp", 1)], "hand": ["Blackmail"]}, {"hand": P2_HAND})
    cast(game, "Blackmail", "P2")
    _to_decision(game)
    assert game.pending.player == 1 and game.pending.max == 3  # the revealing player chooses what to reveal
    _pick(game, "Island", "Grizzly Bears", "Giant Growth")
    assert game.pending.player == 0  # then the caster chooses among the revealed cards
    assert sorted(game.state.objects[o].card for o in game.pending.options) == ["Giant Growth", "Grizzly Bears",
                                                                                 "Island"]
    _pick(game, "Grizzly Bears")
    _to_decision(game)
    assert sorted(_hand(game, 1)) == ["Counterspell", "Giant Growth", "Island", "Shock"]
    assert "Grizzly Bears" in [game.state.objects[o].card for o in game.state.zones["graveyard:1"]]
    assert events(game, "reveal_from_hand")


def test_701_20a_blackmail_reveals_the_whole_hand_when_it_is_small() -> None:
    """Ruling (2004-10-04): 'If the player has less than 3 cards, all of them are revealed.'"""
    game = board({"battlefield": [lands("Swamp", 1)], "hand": ["Blackmail"]}, {"hand": ["Shock", "Island"]})
    cast(game, "Blackmail", "P2")
    _to_decision(game)
    assert game.pending.player == 0  # nothing for the target to choose
    _pick(game, "Shock")
    _to_decision(game)
    assert _hand(game, 1) == ["Island"]


def test_107_1_mires_toll_counts_your_swamps() -> None:
    """Mire's Toll: 'Target player reveals a number of cards from their hand equal to the number of Swamps you
    control. You choose one of them. That player discards that card.' Ruling (2010-03-01): 'If the number of
    Swamps you control exceeds the number of cards in the targeted player's hand, that player reveals all the
    cards in their hand.'"""
    game = board({"battlefield": [lands("Swamp", 2)], "hand": ["Mire's Toll"]}, {"hand": P2_HAND})
    cast(game, "Mire's Toll", "P2")
    _to_decision(game)
    assert game.pending.player == 1 and game.pending.max == 2
    _pick(game, "Island", "Shock")
    _pick(game, "Shock")
    _to_decision(game)
    assert "Shock" not in _hand(game, 1) and len(_hand(game, 1)) == 4


def test_602_2b_cabal_interrogator_reveals_x_cards() -> None:
    """Cabal Interrogator: '{X}{B}, {T}: Target player reveals X cards from their hand and you choose one of them.
    That player discards that card. Activate only as a sorcery.'"""
    game = board({"battlefield": ["Cabal Interrogator", lands("Swamp", 3)]}, {"hand": P2_HAND})
    game.apply(f"activate {game.find('Cabal Interrogator')} 1")
    game.apply("x 2")
    game.apply("target P2")
    if game.pending.kind == "pay":
        game.apply("autopay")
    _to_decision(game)
    assert game.pending.player == 1 and game.pending.max == 2
    _pick(game, "Counterspell", "Island")
    _pick(game, "Counterspell")
    _to_decision(game)
    assert "Counterspell" not in _hand(game, 1)

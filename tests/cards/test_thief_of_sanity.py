"""Thief of Sanity: 'Whenever Thief of Sanity deals combat damage to a player, look at the top three cards of that
player's library, exile one of them face down, then put the rest into their graveyard. You may look at and cast that
card for as long as it remains exiled, and you may spend mana as though it were mana of any type to cast that
spell.' (401.4: a private look; 406.3: exiled face down; 601.3: a permission to cast from exile; 609.4b: mana of any
type; 607: the permission is the resolving ability's, for its controller)."""

from __future__ import annotations

from support import attack, board, lands, use_compiled

from lithoform import Game
from lithoform.rules.zones import move

LIBRARY = ["Lightning Bolt", "Grizzly Bears", "Divination", "Island", "Island"]


def _connect(theirs_library: list[str] = LIBRARY, chosen: str = "Lightning Bolt") -> Game:
    """Thief of Sanity deals combat damage to P2 and exiles `chosen` from among the top three."""
    game = board({"battlefield": ["Thief of Sanity", lands("Island", 3)]}, {"library": theirs_library},
                 step="beginning_of_combat")
    game.apply("pass")
    game.apply("pass")
    attack(game, game.find("Thief of Sanity"))
    for _ in range(20):
        if game.pending.kind == "choose":
            picked = [o for o in game.pending.options if game.state.objects[o].card == chosen]
            game.apply(f"choose {picked[0]}")
            return game
        game.apply("pass")
    raise AssertionError("the trigger never asked")


def _exiled(game: Game) -> int:
    (card,) = game.state.zones["exile"]
    return card


def _cast_actions(game: Game) -> list[str]:
    return [str(a) for a in game.legal_actions() if str(a).startswith("cast")]


def test_it_compiles() -> None:
    assert use_compiled("Thief of Sanity", "Gonti, Lord of Luxury")


def test_406_3_one_exiled_face_down_the_rest_into_their_graveyard() -> None:
    """Oracle: 'exile one of them face down, then put the rest into their graveyard.'"""
    game = _connect()
    card = _exiled(game)
    assert game.state.objects[card].face_down and game.state.objects[card].owner == 1
    graveyard = sorted(game.state.objects[o].card for o in game.state.zones["graveyard:1"])
    assert graveyard == ["Divination", "Grizzly Bears"]


def test_609_4b_cast_it_with_mana_of_any_type() -> None:
    """Oracle: 'you may spend mana as though it were mana of any type to cast that spell': Lightning Bolt ({R}) cast
    with Islands. Ruling (2018-10-05): 'Casting an exiled card causes it to leave exile. You can't cast it multiple
    times.'"""
    game = _connect()
    card = _exiled(game)
    while game.state.stack or game.state.step != "main2":
        game.apply("pass")
    assert _cast_actions(game) == [f"cast {card} exile_any_type"]
    game.apply(f"cast {card} exile_any_type")
    game.apply("target P2")
    game.apply("autopay")
    game.apply("pass")
    game.apply("pass")
    assert game.state.players[1].life == 20 - 2 - 3
    assert "Lightning Bolt" in [game.state.objects[o].card for o in game.state.zones["graveyard:1"]]
    assert _cast_actions(game) == []


def test_ruling_the_cards_timing_is_unchanged() -> None:
    """Ruling (2018-10-05): 'Thief of Sanity's effect doesn't change when you can cast the exiled card. For example,
    if you exile a sorcery card, you can cast it only during your main phase when the stack is empty.'"""
    game = _connect(chosen="Divination")
    card = _exiled(game)
    while game.state.stack:
        game.apply("pass")
    assert game.state.step == "combat_damage" and _cast_actions(game) == []
    while game.state.step != "main2":
        game.apply("pass")
    assert _cast_actions(game) == [f"cast {card} exile_any_type"]


def test_ruling_the_card_stays_castable_after_the_thief_leaves() -> None:
    """Ruling (2018-10-05): 'You can still cast the exiled card if Thief of Sanity leaves the battlefield or leaves
    your control.'"""
    game = _connect()
    card = _exiled(game)
    while game.state.step != "main2":
        game.apply("pass")
    move(game.state, game.find("Thief of Sanity"), "graveyard")
    assert _cast_actions(game) == [f"cast {card} exile_any_type"]

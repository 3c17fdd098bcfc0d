"""'Reveal the top N cards of your library. Put all [quality] cards revealed this way into your hand and the rest
[on the bottom of your library in any order | into your graveyard].' (701.20a, 401.4; mechanics/library_look):
every revealed card of the quality moves, with no choice; the others follow the second instruction."""

from __future__ import annotations

from support import board, cast, lands, pass_both, resolve_stack

from lithoform import Game


def _names(game: Game, zone: str, player: int = 0) -> list[str]:
    return [game.chars(o).name for o in game.state.zones[zone] if game.state.objects[o].owner == player] \
        if zone == "battlefield" else [game.state.objects[o].card for o in game.state.zones[f"{zone}:{player}"]]


def _answer_orders(game: Game) -> None:
    """401.4: the player orders the cards put on the bottom, one position at a time."""
    while game.pending.kind == "choose":
        game.apply(f"choose {game.pending.options[0]}")


def test_lair_delve_puts_creature_and_land_cards_into_hand_and_the_rest_on_the_bottom() -> None:
    """Lair Delve: 'Reveal the top two cards of your library. Put all creature and land cards revealed this way
    into your hand and the rest on the bottom of your library in any order.'"""
    game = board({"battlefield": [lands("Forest", 3)], "hand": ["Lair Delve"],
                  "library": ["Grizzly Bears", "Island", "Giant Growth", "Shock"]})
    cast(game, "Lair Delve")
    pass_both(game)
    _answer_orders(game)
    resolve_stack(game)
    hand = _names(game, "hand")
    assert sorted(hand) == ["Grizzly Bears", "Island"]
    assert _names(game, "library")[:2] == ["Giant Growth", "Shock"]  # the cards below the two revealed


def test_lair_delve_no_fitting_card_all_go_to_the_bottom() -> None:
    game = board({"battlefield": [lands("Forest", 3)], "hand": ["Lair Delve"],
                  "library": ["Shock", "Giant Growth", "Grizzly Bears", "Island"]})
    cast(game, "Lair Delve")
    pass_both(game)
    _answer_orders(game)
    resolve_stack(game)
    assert _names(game, "hand") == []
    lib = _names(game, "library")
    assert lib[:2] == ["Grizzly Bears", "Island"] and sorted(lib[2:]) == ["Giant Growth", "Shock"]


def test_goblin_ringleader_takes_only_goblin_cards() -> None:
    """Goblin Ringleader: 'When Goblin Ringleader enters the battlefield, reveal the top four cards of your
    library. Put all Goblin cards revealed this way into your hand and the rest on the bottom of your library in
    any order.' Ruling (2019-07-12): 'If an effect refers to a “[subtype] spell” or “[subtype] card,” it refers
    only to a spell or card that has that subtype. For example, Goblin Gathering is a card that creates Goblins
    and features Goblins in its illustration, but it isn't a Goblin card.'"""
    game = board({"battlefield": [lands("Mountain", 4)], "hand": ["Goblin Ringleader"],
                  "library": ["Goblin Guide", "Goblin Gathering", "Mogg Fanatic", "Mountain", "Shock"]})
    cast(game, "Goblin Ringleader")
    pass_both(game)  # the creature spell resolves; its trigger goes on the stack
    resolve_stack_answering(game)
    assert sorted(_names(game, "hand")) == ["Goblin Guide", "Mogg Fanatic"]
    lib = _names(game, "library")
    assert lib[0] == "Shock" and sorted(lib[1:]) == ["Goblin Gathering", "Mountain"]


def test_mulch_puts_land_cards_into_hand_and_the_rest_into_the_graveyard() -> None:
    """Mulch: 'Reveal the top four cards of your library. Put all land cards revealed this way into your hand
    and the rest into your graveyard.'"""
    game = board({"battlefield": [lands("Forest", 2)], "hand": ["Mulch"],
                  "library": ["Forest", "Grizzly Bears", "Island", "Shock", "Plains"]})
    cast(game, "Mulch")
    resolve_stack(game)
    assert sorted(_names(game, "hand")) == ["Forest", "Island"]
    assert sorted(_names(game, "graveyard")) == ["Grizzly Bears", "Mulch", "Shock"]
    assert _names(game, "library") == ["Plains"]


def resolve_stack_answering(game: Game) -> None:
    """Resolves the stack, answering any choice (orders, optional triggers) with its first option."""
    for _ in range(100):
        p = game.pending
        if not game.state.stack and p.kind == "priority":
            return
        if p.kind == "priority":
            game.apply("pass")
        elif p.kind == "choose":
            game.apply(f"choose {p.options[0]}" if p.min else "choose")
        else:
            game.apply(game.legal_actions()[0] if hasattr(game, "legal_actions") else "pass")
    raise AssertionError("the stack did not empty")

"""CR 702.29 cycling: “When you cycle this card” means “When you discard this card to pay an activation cost
of a cycling ability.” These abilities trigger from whatever zone the card winds up in (702.29c).
Typecycling is a variant: “[Type]cycling [cost]” means “[Cost], Discard this card: Search your library for a
[type] card, reveal it, and put it into your hand. Then shuffle your library.” (702.29e); typecycling
abilities are cycling abilities (702.29f). Played with compiled cards: Krosan Tusker (cycling {2}{G}, 'When you
cycle ~, you may search your library for a basic land card ...'), Drannith Stinger ('Whenever you cycle
another card, ~ deals 1 damage to each opponent.'), Twisted Abomination (swampcycling {2}), Ash Barrens
(basic landcycling {1})."""

from __future__ import annotations

from support import board, life, pass_both, use_compiled

use_compiled("Krosan Tusker", "Drannith Stinger", "Twisted Abomination", "Ash Barrens")


def _cycle(game, name: str) -> None:
    oid = game.find(name, zone="hand")
    cycling = [a for a in game.legal_actions() if a.kind == "activate" and a.args[0] == oid]
    game.apply(cycling[-1])  # the card's last activated ability: its cycling
    if game.pending.kind == "pay":
        game.apply("autopay")


def test_702_29c_when_you_cycle_this_card_triggers_from_the_graveyard() -> None:
    """702.29c: Krosan Tusker's ability triggers from the graveyard it wound up in; it goes on the stack above
    the cycling ability, so it resolves first."""
    game = board({"hand": ["Krosan Tusker"], "battlefield": [{"card": "Forest", "count": 3}]})
    _cycle(game, "Krosan Tusker")
    tusker = game.find("Krosan Tusker", zone="graveyard")
    assert len(game.state.stack) == 2
    top = game.state.objects[game.state.stack[-1]]
    assert top.kind == "triggered" and top.source == tusker


def test_702_29e_typecycling_finds_a_card_of_that_type() -> None:
    """702.29e: swampcycling searches for a Swamp card (701.23), reveals it and puts it into the hand."""
    game = board({"hand": ["Twisted Abomination"], "battlefield": ["Swamp", "Swamp"],
                  "library": ["Island", "Swamp", "Island"]})
    _cycle(game, "Twisted Abomination")
    pass_both(game)
    if game.pending.kind != "priority":  # the search: choose the Swamp
        swamp = [o for o in game.pending.options if isinstance(o, int) and game.chars(o).name == "Swamp"]
        game.apply(f"choose {swamp[0]}")
    hand = [game.chars(o).name for o in game.state.zones["hand:0"]]
    assert hand == ["Swamp"]


def test_702_29f_typecycling_is_cycling_for_cycle_triggers() -> None:
    """702.29f: 'Any cards that trigger when a player cycles a card will trigger when a card is discarded to
    pay an activation cost of a typecycling ability': Drannith Stinger triggers on basic landcycling."""
    game = board({"hand": ["Ash Barrens"], "battlefield": ["Drannith Stinger", "Plains"]})
    _cycle(game, "Ash Barrens")
    assert len(game.state.stack) == 2
    pass_both(game)
    assert life(game, 1) == 19


def test_702_29c_an_opponents_cycling_doesnt_trigger_whenever_you_cycle() -> None:
    """'Whenever you cycle another card': the opponent cycling a card doesn't trigger Drannith Stinger."""
    game = board({"battlefield": ["Drannith Stinger"]},
                 {"hand": ["Krosan Tusker"], "battlefield": [{"card": "Forest", "count": 3}]}, active="P2")
    _cycle(game, "Krosan Tusker")
    assert len(game.state.stack) == 2  # the cycling ability and Tusker's own trigger, not the Stinger's
    assert all(game.state.objects[s].source_name != "Drannith Stinger" for s in game.state.stack)

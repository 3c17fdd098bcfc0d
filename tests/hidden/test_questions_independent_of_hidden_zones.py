"""Issue 20: a decision about a hidden zone is asked the same way whatever the zone holds. 701.23b: "If the
player is searching a hidden zone for cards with a stated quality, such as a card with a certain card type
or color, that player isn't required to find some or all of those cards even if they're present." So the
search is offered as 'up to N' with the printed N, even when nothing matches, and the opponent (who sees
the decision without its options) learns nothing about the library or hand."""

from __future__ import annotations

from collections.abc import Sequence

import msgspec

from lithoform import Game


def _pending_after(setup: dict, script: Sequence[str]) -> tuple[Game, object]:
    game = Game.from_board(setup)
    for text in script:
        game.apply(text)
    return game, game.pending


def _cast_and_resolve(card: str, battlefield: list, library: list, hand: Sequence[str] = ()) -> Game:
    game = Game.from_board({"active": "P1", "step": "main1",
                            "P1": {"battlefield": battlefield, "hand": [card, *hand], "library": library},
                            "P2": {"library": ["Island"] * 5}})
    game.apply(f"cast {game.find(card, zone='hand')}")
    while game.pending.kind != "priority" or game.state.stack:
        if game.pending.kind == "priority":
            game.apply("pass")
        elif game.pending.kind in ("pay",):
            game.apply("autopay")
        else:
            break
    return game


def _as_opponent_sees(game: Game) -> bytes:
    """The decision as the other player is shown it: its options blanked (observation.observe)."""
    p = game.pending
    return msgspec.json.encode(msgspec.structs.replace(p, options=()))


def test_rampant_growth_with_no_basic_land_left_still_asks_up_to_1() -> None:
    """Rampant Growth: 'Search your library for a basic land card, put that card onto the battlefield
    tapped, then shuffle.' With no basic land in the library the player is still asked (701.23b)."""
    none = _cast_and_resolve("Rampant Growth", ["Forest", "Forest"], ["Grizzly Bears"] * 6)
    some = _cast_and_resolve("Rampant Growth", ["Forest", "Forest"], ["Grizzly Bears"] * 5 + ["Forest"])
    for game in (none, some):
        assert game.pending.kind == "choose" and game.pending.player == 0
        assert (game.pending.min, game.pending.max) == (0, 1)
        assert game.pending.prompt == "search your library: choose up to 1 card(s)"
    assert _as_opponent_sees(none) == _as_opponent_sees(some)
    assert none.pending.options == ()
    none.apply("choose")  # finding nothing is legal
    assert none.pending.kind == "priority"
    assert len(none.zone("battlefield")) == 2


def test_cultivate_asks_up_to_2_with_one_basic_land_left() -> None:
    """Cultivate: 'Search your library for up to two basic land cards, reveal those cards, put one onto
    the battlefield tapped and the other into your hand, then shuffle.' One land left: still 'up to 2'."""
    one = _cast_and_resolve("Cultivate", ["Forest"] * 3, ["Grizzly Bears"] * 5 + ["Forest"])
    two = _cast_and_resolve("Cultivate", ["Forest"] * 3, ["Grizzly Bears"] * 4 + ["Forest", "Forest"])
    for game in (one, two):
        assert (game.pending.kind, game.pending.min, game.pending.max) == ("choose", 0, 2)
        assert game.pending.prompt == "search your library: choose up to 2 card(s)"
    assert _as_opponent_sees(one) == _as_opponent_sees(two)


def test_augur_of_bolas_asks_whether_or_not_an_instant_is_among_the_top_three() -> None:
    """Augur of Bolas: 'When Augur of Bolas enters the battlefield, look at the top three cards of your
    library. You may reveal an instant or sorcery card from among them and put it into your hand.' The
    opponent can't tell from being kept waiting whether one was there."""
    games = []
    for top in (["Grizzly Bears"] * 3, ["Grizzly Bears", "Opt", "Grizzly Bears"]):
        game = _cast_and_resolve("Augur of Bolas", ["Island", "Island"], top + ["Island"] * 3)
        assert game.pending.kind == "choose" and game.pending.player == 0, game.pending
        assert (game.pending.min, game.pending.max) == (0, 1)
        games.append(game)
    assert _as_opponent_sees(games[0]) == _as_opponent_sees(games[1])
    assert games[0].pending.options == () and len(games[1].pending.options) == 1
    games[0].apply("choose")  # revealing nothing is legal; the rest then go on the bottom
    assert "bottom" in games[0].pending.prompt and len(games[0].zone("hand")) == 0


def test_soul_foundry_imprint_asks_whether_or_not_the_hand_holds_a_creature() -> None:
    """Soul Foundry: 'Imprint — When Soul Foundry enters the battlefield, you may exile a creature card from
    your hand.' The hand is hidden: the choice comes whether or not a creature is in it."""
    games = []
    for other in ("Opt", "Grizzly Bears"):
        game = _cast_and_resolve("Soul Foundry", ["Island"] * 4, ["Island"] * 5, hand=[other])
        while game.pending.kind == "priority" and game.state.stack:
            game.apply("pass")
        assert game.pending.kind == "choose" and game.pending.player == 0, game.pending
        assert (game.pending.min, game.pending.max) == (0, 1)
        games.append(game)
    assert _as_opponent_sees(games[0]) == _as_opponent_sees(games[1])
    games[0].apply("choose")
    assert games[0].pending.kind == "priority"

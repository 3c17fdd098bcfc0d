"""CR 702.124 Partner. 702.124a: "Partner abilities are keyword abilities that modify the rules for deck
construction in the Commander variant (see rule 903), and they function before the game begins." 702.124j:
"'Partner with [name]' represents two abilities. It means 'You may designate two legendary cards as your
commander rather than one if each has a "partner with [name]" ability with the other's name' and 'When this
permanent enters, target player may search their library for a card named [name], reveal it, put it into
their hand, then shuffle.'" And 903.3a: an ability that states the card can be your commander "modifies the
rules for deck construction, and it functions before the game begins." Played with Blaring Captain (partner
with Blaring Recruiter), Akiri, Line-Slinger (partner) and Freyalise, Llanowar's Fury (can be your
commander)."""

from __future__ import annotations

from support import basics, board, cast, events, names, pass_both, use_compiled

from lithoform.catalog.compiled import compiled

use_compiled("Blaring Captain", "Akiri, Line-Slinger", "Freyalise, Llanowar's Fury")

CAPTAIN, RECRUITER = "Blaring Captain", "Blaring Recruiter"


def _captain_enters(p1_library: list[str], p2_library: list[str] | None = None):  # noqa: ANN202
    game = board({"hand": [CAPTAIN], "battlefield": basics(Swamp=4), "library": p1_library},
                 {"library": p2_library or ["Island"] * 5})
    cast(game, CAPTAIN)
    pass_both(game)  # the creature spell resolves; the partner trigger needs a target
    return game


def test_702_124j_partner_with_triggers_on_entering_and_targets_a_player() -> None:
    game = _captain_enters([RECRUITER, "Swamp", "Swamp"])
    assert game.pending.kind == "target"
    assert set(game.pending.options) == {-1, -2}  # a player, either one (115.1)


def test_702_124j_the_target_player_searches_and_puts_the_named_card_into_their_hand() -> None:
    game = _captain_enters(["Swamp", RECRUITER, "Swamp"])
    game.apply("target -1")
    pass_both(game)
    q = game.state.question
    assert q is not None and q.kind == "may" and q.player == 0
    game.apply("yes")
    (found,) = game.state.question.options
    game.apply(f"choose {found}")
    assert names(game, "hand") == [RECRUITER]
    assert events(game, "reveal_cards") and events(game, "shuffle")


def test_702_124j_the_target_may_be_an_opponent_who_searches_their_own_library() -> None:
    game = _captain_enters([RECRUITER], ["Island", RECRUITER])
    game.apply("target -2")
    pass_both(game)
    q = game.state.question
    assert q is not None and q.kind == "may" and q.player == 1  # the target player decides (608.2d)
    game.apply("yes")
    (found,) = game.state.question.options
    assert game.state.objects[found].owner == 1
    game.apply(f"choose {found}")
    assert names(game, "hand", 1) == [RECRUITER] and names(game, "hand", 0) == []


def test_702_124j_a_player_who_declines_doesnt_search_or_shuffle() -> None:
    game = _captain_enters([RECRUITER])
    game.apply("target -1")
    pass_both(game)
    game.apply("no")
    assert names(game, "hand") == [] and not events(game, "shuffle")


def test_701_23b_a_search_for_a_named_card_may_find_nothing_and_still_shuffles() -> None:
    game = _captain_enters(["Swamp", "Swamp"])
    game.apply("target -1")
    pass_both(game)
    game.apply("yes")
    assert game.state.question.options == ()
    game.apply("choose")
    assert names(game, "hand") == [] and events(game, "shuffle")


def test_702_124a_partner_has_no_effect_in_the_game() -> None:
    """Akiri's partner is a deck-construction rule: the card compiles, and nothing triggers or changes."""
    card = compiled("Akiri, Line-Slinger").card
    assert card is not None and "Partner" in card.faces[0].keywords
    game = board({"hand": ["Akiri, Line-Slinger"], "battlefield": basics(Mountain=1, Plains=1)})
    cast(game, "Akiri, Line-Slinger")
    pass_both(game)
    assert not game.state.stack and game.pending.kind == "priority"


def test_903_3a_can_be_your_commander_has_no_effect_outside_the_commander_variant() -> None:
    """Freyalise compiles; her 'can be your commander' changes nothing in a two-player game."""
    assert compiled("Freyalise, Llanowar's Fury").ok
    game = board({"hand": ["Freyalise, Llanowar's Fury"], "battlefield": basics(Forest=5)})
    cast(game, "Freyalise, Llanowar's Fury")
    pass_both(game)
    assert not game.state.stack and names(game, "battlefield").count("Freyalise, Llanowar's Fury") == 1

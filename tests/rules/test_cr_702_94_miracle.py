"""CR 702.94a miracle: "Miracle [cost]" means "You may reveal this card from your hand as you draw it if it's
the first card you've drawn this turn. When you reveal this card this way, you may cast it by paying [cost]
rather than its mana cost." 608.2g: the card is cast during the trigger's resolution. Played with Thunderous
Wrath ({4}{R}{R} instant, '~ deals 5 damage to any target. Miracle {R}'), Divination ('Draw two cards.') and
Entreat the Angels (Miracle {X}{W}{W})."""

from __future__ import annotations

from support import board, life, pass_until, resolve_stack, use_compiled, zone_names

from lithoform.play.observation import observe

use_compiled("Thunderous Wrath", "Divination", "Entreat the Angels")

WRATH = "Thunderous Wrath"


def _drawing(library: list[str], battlefield: list | None = None):
    game = board({"library": library, "battlefield": battlefield or [{"card": "Mountain", "count": 1}]},
                 step="upkeep")
    game.apply("pass")
    game.apply("pass")  # the draw step begins: the turn's first draw
    return game


def test_702_94a_the_first_card_drawn_may_be_revealed_and_cast_for_its_miracle_cost() -> None:
    game = _drawing([WRATH, "Mountain"])
    assert game.pending.kind == "may" and "miracle" in game.pending.prompt
    game.apply("yes")  # reveal it: the miracle trigger goes on the stack
    assert game.state.stack
    game.apply("pass")
    game.apply("pass")
    assert game.pending.kind == "may"
    game.apply("yes")
    game.apply("target P2")
    assert game.pending.prompt == "pay {R}"
    game.apply("autopay")
    resolve_stack(game)
    assert life(game, 1) == 15
    assert WRATH in zone_names(game, "graveyard")


def test_702_94a_not_revealed_it_stays_in_hand() -> None:
    game = _drawing([WRATH, "Mountain"])
    game.apply("no")
    assert not game.state.stack
    assert WRATH in zone_names(game, "hand")


def test_702_94a_declining_the_cast_leaves_it_in_hand() -> None:
    game = _drawing([WRATH, "Mountain"])
    game.apply("yes")
    game.apply("pass")
    game.apply("pass")
    game.apply("no")
    assert WRATH in zone_names(game, "hand")
    assert life(game, 1) == 20


def test_702_94a_only_the_first_card_drawn_this_turn() -> None:
    """The second card drawn this turn (Divination's) can't be revealed: nothing is asked."""
    game = board({"library": ["Mountain", "Island", WRATH], "hand": ["Divination"],
                  "battlefield": [{"card": "Island", "count": 3}]}, step="upkeep")
    game.apply("pass")
    game.apply("pass")  # draws the Mountain (a first draw: no miracle)
    pass_until(game, "main1")
    game.apply(f"cast {game.find('Divination')}")
    game.apply("autopay")
    resolve_stack(game)
    assert WRATH in zone_names(game, "hand")
    assert not any("miracle" in line for line in game.log())


def test_702_94a_the_opponent_doesnt_learn_the_card_before_it_is_revealed() -> None:
    """Hidden information (400.2): the reveal question the opponent sees doesn't name the drawn card."""


    game = _drawing([WRATH, "Mountain"])
    seen = observe(game, 1, log_lines=20)
    assert WRATH not in str(seen.pending)
    assert all(WRATH not in line for line in seen.log)


def test_702_94b_the_card_stays_revealed_while_its_trigger_is_on_the_stack() -> None:
    """702.94b: "If a player chooses to reveal a card using its miracle ability, they play with that card revealed
    until that card leaves their hand, that ability resolves, or that ability otherwise leaves the stack." The
    opponent's view names the revealed card (the trigger on the stack and the reveal in the log)."""
    game = _drawing([WRATH, "Mountain"])
    game.apply("yes")
    seen = observe(game, 1, log_lines=20)
    assert [s.name for s in seen.stack] == [WRATH]
    assert any(f"P1 reveals {WRATH}" in line for line in seen.log)


def test_702_94a_a_miracle_cost_with_x() -> None:
    """702.94a with 107.3: the X of a miracle cost ({X}{W}{W}, Entreat the Angels) is chosen as the card is cast
    during the trigger's resolution (601.2b), and paid once: {2}{W}{W} for X = 2."""
    game = _drawing(["Entreat the Angels", "Plains"], [{"card": "Plains", "count": 4}])
    game.apply("yes")
    game.apply("pass")
    game.apply("pass")
    game.apply("yes")
    game.apply("x 2")
    assert game.pending.prompt == "pay {2}{W}{W}"

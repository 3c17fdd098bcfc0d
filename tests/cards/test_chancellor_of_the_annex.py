"""Chancellor of the Annex: "You may reveal this card from your opening hand. If you do, when each opponent casts
their first spell of the game, counter that spell unless that player pays {1}. / Flying / Whenever an opponent
casts a spell, counter it unless that player pays {1}." (103.6b: revealed from the opening hand; 603.7a: the
delayed trigger it makes; 601.2i; 701.6a, 118.12.) Its rulings, quoted from the card database."""

from __future__ import annotations

from support import order_if_asked, use_compiled

from lithoform import Game

use_compiled("Chancellor of the Annex")

CHANCELLOR = "Chancellor of the Annex"
P1_DECK = [CHANCELLOR] * 20 + ["Plains"] * 20
P2_DECK = ["Shock"] * 20 + ["Mountain"] * 20


def _revealed(count: int) -> Game:
    """P1 starts and reveals `count` Chancellors; P2 (no such card) has nothing to choose."""
    game = Game.new([P1_DECK, P2_DECK], seed=3, first_player=0)
    while game.pending.kind in ("mulligan", "choose") and game.pending.purpose != "opening_hand":
        game.apply("choose 0" if game.pending.kind == "choose" else game.legal_actions()[0])
    assert game.pending.purpose == "opening_hand" and game.pending.player == 0
    game.apply("choose " + " ".join(str(o) for o in game.pending.options[:count]))
    return game


def _step(game: Game) -> None:
    """Passes priority; P2 takes no opening-hand action; a discard to hand size discards the first card."""
    p = game.pending
    if p.kind == "choose":
        game.apply("choose" if p.purpose == "opening_hand" else f"choose {p.options[0]}")
    else:
        game.apply("pass")


def _one(game: Game, name: str) -> int:
    return next(o for o in game.zone("hand", 1) if game.chars(o).name == name)


def _p2_casts_first_shock(game: Game) -> None:
    """Passes to P2's first main phase, plays a Mountain and casts Shock at P1."""
    while not (game.state.active == 1 and game.state.step == "main1" and game.pending.kind == "priority"):
        _step(game)
    game.apply(f"play {_one(game, 'Mountain')}")
    game.apply(f"cast {_one(game, 'Shock')}")
    game.apply("target P1")
    game.apply("autopay")


def test_103_6b_revealing_it_counters_the_opponents_first_spell_unless_they_pay() -> None:
    """P2's first spell, Shock with its one Mountain: the delayed trigger goes on the stack; P2 can't pay {1} and
    Shock is countered. The Chancellor stays in P1's hand."""
    game = _revealed(1)
    assert any(e.kind == "opening_hand_reveal" for e in game.state.events())
    hand = [game.chars(o).name for o in game.zone("hand", 0)]
    assert CHANCELLOR in hand
    _p2_casts_first_shock(game)
    assert len(game.state.stack) == 2  # Shock and the delayed trigger above it
    while game.state.stack:
        game.apply("pass")
    assert game.state.players[0].life == 20
    assert "Shock" in [game.chars(o).name for o in game.zone("graveyard", 1)]


def test_ruling_two_revealed_chancellors_trigger_twice() -> None:
    """Ruling (2011-06-01): "If you reveal more than one Chancellor of the Annex from your opening hand, each will
    trigger when an opponent casts their first spell of the game. That player will have to pay {1} that many times
    or the spell will be countered." """
    game = _revealed(2)
    _p2_casts_first_shock(game)
    order_if_asked(game)  # P1 orders the two triggers (603.3b)
    assert len(game.state.stack) == 3


def test_only_the_first_spell_of_the_game_triggers_it() -> None:
    """'their first spell of the game' (601.2i): P2's second spell doesn't trigger it."""
    game = _revealed(1)
    _p2_casts_first_shock(game)
    while game.state.stack:
        game.apply("pass")
    while not (game.state.active == 1 and game.state.step == "main1" and game.pending.kind == "priority"
               and game.state.turn > 2):
        _step(game)
    game.apply(f"cast {_one(game, 'Shock')}")
    game.apply("target P1")
    game.apply("autopay")
    assert len(game.state.stack) == 1


def test_declining_to_reveal_makes_no_trigger() -> None:
    game = Game.new([P1_DECK, P2_DECK], seed=3, first_player=0)
    while game.pending.purpose != "opening_hand":
        game.apply("choose 0" if game.pending.kind == "choose" else game.legal_actions()[0])
    game.apply("choose")
    _p2_casts_first_shock(game)
    assert len(game.state.stack) == 1

"""Voice of Resurgence ({G}{W} 2/2), compiled from its Oracle text: "Whenever an opponent casts a spell during your
turn or when Voice of Resurgence dies, create a green and white Elemental creature token with "This creature's power
and toughness are each equal to the number of creatures you control."" (603.2: one ability with two trigger events,
the first only in its controller's turn, mechanics/either_events; 111.4, 604.3: the token's P/T defined by its
characteristic-defining ability, mechanics/cda_tokens). Rulings quoted from the card database."""

from __future__ import annotations

from support import battlefield_names, board, cast, pass_both, resolve_stack, use_compiled

from lithoform import Game

VOICE = "Voice of Resurgence"
use_compiled(VOICE)
TOKEN = "Elemental Token"


def _game(active: str = "P1") -> Game:
    return board({"battlefield": [VOICE, "Grizzly Bears", "Mountain"], "hand": ["Lightning Bolt"]},
                 {"battlefield": ["Mountain", "Mountain"], "hand": ["Lightning Bolt", "Shock"]}, active=active)


def _p2_casts(game: Game, card: str, target: str) -> None:
    """P1 (holding priority) passes, and P2 casts `card` at `target`."""
    if game.state.priority == 0:
        game.apply("pass")
    cast(game, game.find(card, zone="hand", player=1), game.find(target))


def test_an_opponents_spell_in_your_turn_makes_the_token_first() -> None:
    """Ruling: "An ability that triggers when a player casts a spell resolves before the spell that caused it to
    trigger. It resolves even if that spell is countered." The token is created while the Bolt is still on the
    stack (603.3, 405.5)."""
    game = _game()
    _p2_casts(game, "Lightning Bolt", "Grizzly Bears")
    assert len(game.state.stack) == 2  # the Bolt and Voice's trigger above it
    pass_both(game)
    assert TOKEN in battlefield_names(game, 0)
    assert "Grizzly Bears" in battlefield_names(game, 0)  # the Bolt hasn't resolved yet


def test_the_tokens_power_and_toughness_count_the_creatures_you_control() -> None:
    """Ruling: "The power and toughness of the token change as the number of creatures you control changes. The
    token's ability counts itself, so it'll be at least 1/1." (604.3, 613.4a)"""
    game = _game()
    _p2_casts(game, "Lightning Bolt", "Grizzly Bears")
    pass_both(game)  # the token: Voice, Grizzly Bears and itself
    token = game.find(TOKEN)
    assert (game.chars(token).power, game.chars(token).toughness) == (3, 3)
    pass_both(game)  # the Bolt: Grizzly Bears dies
    assert (game.chars(token).power, game.chars(token).toughness) == (2, 2)


def test_an_opponents_spell_in_their_own_turn_does_not_trigger() -> None:
    game = _game(active="P2")
    cast(game, game.find("Lightning Bolt", zone="hand", player=1), game.find("Grizzly Bears"))
    assert len(game.state.stack) == 1
    resolve_stack(game)
    assert TOKEN not in battlefield_names(game, 0)


def test_your_own_spell_does_not_trigger() -> None:
    game = _game()
    cast(game, game.find("Lightning Bolt", zone="hand", player=0), "P2")
    assert len(game.state.stack) == 1


def test_when_it_dies_in_any_turn_it_makes_a_token() -> None:
    """603.10a: the dies event at any time, the opponent's turn too."""
    game = _game(active="P2")
    cast(game, game.find("Lightning Bolt", zone="hand", player=1), game.find(VOICE))
    resolve_stack(game)
    assert VOICE not in battlefield_names(game, 0)
    token = game.find(TOKEN)
    assert (game.chars(token).power, game.chars(token).toughness) == (2, 2)  # Grizzly Bears and itself

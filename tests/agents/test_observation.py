"""An Observation holds what its player may see (400.2): own hand, public zones, sizes of hidden zones;
never the library order nor the opponent's hand, in the log included."""

from __future__ import annotations

import msgspec

from lithoform import Game
from lithoform.play.agents import RandomAgent
from lithoform.play.observation import observe, visible_log

BOARD = {
    "active": "P1", "turn": 3, "step": "main1",
    "P1": {"battlefield": ["Mountain", "Grizzly Bears"], "hand": ["Lightning Bolt", "Shock"],
           "library": ["Fireball", "Mountain", "Mountain"]},
    "P2": {"battlefield": ["Forest", "Llanowar Elves"], "hand": ["Counterspell", "Divination"],
           "library": ["Serra Angel", "Humility", "Forest"], "graveyard": ["Giant Growth"]},
}


def _text(obj: object) -> str:
    return msgspec.json.encode(obj).decode()


def test_own_hand_public_zones_and_sizes_of_hidden_zones() -> None:
    game = Game.from_board(BOARD)
    seen = observe(game, 0)
    assert [c.name for c in seen.hand] == ["Lightning Bolt", "Shock"]
    assert {c.name for c in seen.battlefield} == {"Mountain", "Grizzly Bears", "Forest", "Llanowar Elves"}
    assert [c.name for c in seen.graveyards[1]] == ["Giant Growth"]
    assert seen.players[1].hand_size == 2 and seen.players[1].library_size == 3
    assert seen.players[0].library_size == 3
    assert seen.me.mana_available == 1  # the Mountain; the Bears make no mana


def test_never_the_opponents_hand_nor_any_library() -> None:
    game = Game.from_board(BOARD)
    text = _text(observe(game, 0, log_lines=50))
    for hidden in ("Counterspell", "Divination", "Serra Angel", "Humility", "Fireball"):
        assert hidden not in text
    hidden_ids = set(game.zone("hand", 1)) | set(game.zone("library", 0)) | set(game.zone("library", 1))
    seen = observe(game, 0)
    visible_ids = {c.id for c in seen.hand + seen.battlefield + seen.exile} | {
        c.id for g in seen.graveyards for c in g}
    assert not hidden_ids & visible_ids


def test_legal_actions_only_for_the_deciding_player() -> None:
    game = Game.from_board(BOARD)
    assert observe(game, 0).legal_actions == tuple(game.legal_actions())
    other = observe(game, 1)
    assert other.legal_actions == () and other.pending.player == 0


def test_the_stack_shows_announced_choices() -> None:
    game = Game.from_board(BOARD)
    bolt, elves = game.find("Lightning Bolt"), game.find("Llanowar Elves")
    game.apply(f"cast {bolt}")
    game.apply(f"target {elves}")
    game.apply("autopay")
    seen = observe(game, 1)
    (item,) = seen.stack
    assert item.name == "Lightning Bolt" and item.controller == 0 and item.targets == ((elves,),)


def test_the_log_hides_what_the_opponent_draws() -> None:
    game = Game.from_board(BOARD)
    while game.state.active == 0 or game.state.step != "main1":  # P2 draws Serra Angel, its top card
        game.apply("pass" if game.pending.kind == "priority" else "done")
    mine = "\n".join(visible_log(game.state, 0))
    theirs = "\n".join(visible_log(game.state, 1))
    assert "P2 draws Serra Angel" in theirs
    assert "Serra Angel" not in mine and "P2 draws a card [121.1]" in mine
    assert "Serra Angel" not in _text(observe(game, 0, log_lines=100))


def test_a_random_agent_chooses_alike_from_a_game_or_an_observation() -> None:
    a, b = Game.from_board(BOARD), Game.from_board(BOARD)
    ra, rb = RandomAgent(5), RandomAgent(5)
    for _ in range(60):
        if a.is_over:
            break
        x = ra.choose(a)
        y = rb.choose(observe(b, b.pending.player))
        assert x == y
        a.apply(x)
        b.apply(y)

"""The IS-MCTS agent (agents/mcts.py, issue 14): a legal action for every decision it meets, the same
choices under the same seed, no use of hidden information (400.2: the opponent's hand and the libraries'
order are determinized from the player's view), and an obvious winning line found."""

from __future__ import annotations

import random
from collections import Counter

from lithoform import Game
from lithoform.play.agents import AGENTS, HeuristicAgent, MCTSAgent, make_agent, seen_by
from lithoform.play.agents.mcts import determinize, evaluate, reach, unseen_slots
from lithoform.play.decks import DEFAULT_DECKS, resolve_deck
from lithoform.play.observation import Observation, observe
from lithoform.state.model import HAND, LIBRARY, Obj, zone_key

DECKS = [resolve_deck(n).cards() for n in DEFAULT_DECKS]


def small() -> MCTSAgent:
    return MCTSAgent(7, simulations=4, rollout_turns=0)


def board() -> Game:
    """P1's main phase: a land to play and spells to cast; P2 holds cards P1 can't see."""
    return Game.from_board({
        "active": "P1", "turn": 3, "step": "main1",
        "P1": {"battlefield": ["Mountain", "Mountain", "Grizzly Bears"],
               "hand": ["Lightning Bolt", "Mountain", "Grizzly Bears"]},
        "P2": {"life": 12, "battlefield": ["Forest", "Llanowar Elves"],
               "hand": ["Giant Growth", "Serra Angel", "Forest"],
               "library": ["Counterspell", "Divination", "Island", "Grizzly Bears"]},
    })


def test_mcts_is_an_agent_by_name_for_simulate_and_play() -> None:
    assert "mcts" in AGENTS
    assert isinstance(make_agent("mcts", 3), MCTSAgent)


def test_mcts_answers_every_decision_of_a_short_game_with_a_legal_action() -> None:
    """103.1 (the coin flip's choice), 103.5 (mulligans), then priority, attacks, blocks and announcing."""
    game = Game.new(DECKS, seed=11, first_player=None, mulligans=True, max_turns=3)
    agents = [small(), HeuristicAgent(1)]
    kinds: Counter[str] = Counter()
    while not game.is_over:
        player = game.pending.player
        seen = seen_by(agents[player], game, player)
        legal = set(game.legal_actions())
        action = agents[player].choose(seen)
        assert action in legal, (game.pending, action)
        if player == 0:
            kinds[game.pending.kind + ":" + game.pending.purpose] += 1
        game.apply(action)
    assert agents[0].searched > 0
    assert "priority:" in kinds and "mulligan:" in kinds


def test_mcts_given_only_an_observation_plays_as_the_heuristic() -> None:
    game = board()
    assert small().choose(observe(game, 0)) == HeuristicAgent(7).choose(observe(game, 0))


def test_mcts_chooses_the_same_under_the_same_seed() -> None:
    game = board()
    first = [small().choose(game.clone()) for _ in range(2)]
    assert first[0] == first[1]
    a, b = small(), small()
    a.choose(game.clone())
    b.choose(game.clone())
    assert (a.searched, a.sims) == (b.searched, b.sims) == (1, 4)


def _swap_hidden(game: Game) -> Game:
    """The same game for P1's eyes (400.2): P2's hand and library cards exchanged, P1's library reordered."""
    other = game.clone()
    s = other.state
    hand, library = s.zones[zone_key(HAND, 1)], s.zones[zone_key(LIBRARY, 1)]
    a, b = s.objects[hand[0]], s.objects[library[0]]
    assert isinstance(a, Obj) and isinstance(b, Obj) and a.card != b.card
    s.objects[a.id] = Obj(**{**{f: getattr(a, f) for f in a.__struct_fields__}, "card": b.card})
    s.objects[b.id] = Obj(**{**{f: getattr(b, f) for f in b.__struct_fields__}, "card": a.card})
    mine = list(s.zones[zone_key(LIBRARY, 0)])
    random.Random(5).shuffle(mine)
    s.zones = {**s.zones, zone_key(LIBRARY, 0): tuple(mine)}
    s.characteristics_changed()
    return other


def test_400_2_determinizing_reads_no_hidden_card_where_it_is() -> None:
    """Swapping P2's hidden cards (hand for library) and reordering P1's library changes nothing P1 sees,
    so every determinization, and so the search, is the same."""
    game = board()
    other = _swap_hidden(game)
    assert observe(game, 0) == observe(other, 0)
    for seed in range(5):
        d1, d2 = determinize(game, 0, random.Random(seed)), determinize(other, 0, random.Random(seed))
        assert d1.state.objects == d2.state.objects
        assert d1.state.rng_key == d2.state.rng_key != game.state.rng_key  # 401.2: real draws stay secret
        assert d1.seed is None
    assert small().choose(game) == small().choose(other)


def test_400_2_determinizing_deals_only_unseen_cards_to_unseen_places() -> None:
    """The cards P1 sees stay; each player's unseen cards are dealt among that player's unseen places."""
    game = board()
    slots = unseen_slots(game, 0)
    seen_ids = {c.id for c in observe(game, 0).hand} | set(game.state.zones["battlefield"])
    assert not seen_ids & {i for ids in slots.values() for i in ids}
    d = determinize(game, 0, random.Random(1))
    for ids in slots.values():
        before = sorted(game.state.objects[i].card for i in ids)  # type: ignore[union-attr]
        after = sorted(d.state.objects[i].card for i in ids)  # type: ignore[union-attr]
        assert before == after
    for oid in seen_ids:
        assert d.state.objects[oid] == game.state.objects[oid]


def test_mcts_finds_the_lethal_pump_on_an_unblocked_attacker() -> None:
    """P2 at 5 with no creature: attack with Grizzly Bears (508.1) and Giant Growth it (+3/+3) for 5."""
    game = Game.from_board({"active": "P1", "turn": 3, "step": "main1",
                            "P1": {"battlefield": ["Grizzly Bears", "Forest"], "hand": ["Giant Growth"]},
                            "P2": {"life": 5, "battlefield": ["Island"]}})
    agent = MCTSAgent(3, simulations=12, rollout_turns=0)
    for _ in range(200):
        if game.is_over or game.state.turn > 3:
            break
        if game.pending.player == 0:
            game.apply(agent.choose(game))
        else:
            game.apply("pass" if game.pending.kind == "priority" else "done")
    assert game.is_over and game.winner == 0


def test_evaluation_counts_the_reach_of_the_burn_in_hand_against_the_opponents_life() -> None:
    """The cutoff evaluation: burn that can go to a player (115.1: 'any target', 'target player') lowers the
    opponent's life as the viewer counts it; X spells (107.3: X depends on the mana) and burn that can only
    hit a creature do not, and the opponent's hidden hand (400.2) is never read."""
    def seen(hand: list[str], opp_hand: list[str] | None = None) -> Observation:
        return observe(Game.from_board({"active": "P1", "turn": 3, "step": "main1",
                                        "P1": {"hand": hand}, "P2": {"life": 7, "hand": opp_hand or []}}), 0)

    assert reach(seen(["Lightning Bolt", "Shock", "Mountain", "Grizzly Bears"])) == 5
    assert reach(seen(["Fireball", "Flame Slash"])) == 0
    near = seen(["Lightning Bolt", "Lightning Bolt", "Mountain"])
    far = seen(["Grizzly Bears", "Grizzly Bears", "Mountain"])
    assert evaluate(near) > evaluate(far)
    assert evaluate(near, reach_weight=False) == evaluate(far, reach_weight=False)
    assert evaluate(seen(["Shock"], ["Lightning Bolt"])) == evaluate(seen(["Shock"], ["Forest"]))


def test_mcts_simulates_with_auto_mana_but_leaves_the_real_game_alone() -> None:
    """Game.auto_mana (issue 13) is turned on in the determinized copies only."""
    game = board()
    agent = MCTSAgent(5, simulations=4, rollout_turns=0)
    agent.choose(game)
    assert game.auto_mana is False and agent.sims == 4

"""The learning environments' encoding (lithoform.play.env.encoding): hidden information never leaks (400.2),
the mask is exactly the legal actions, and observations are deterministic under a seed."""

from __future__ import annotations

import random

import pytest

np = pytest.importorskip("numpy")

from lithoform import Game  # noqa: E402
from lithoform.play.env.encoding import ACTION_SIZE, OBS_SIZE, Encoder  # noqa: E402
from lithoform.play.env.games import DEFAULT_DECKS, new_game  # noqa: E402


def _board(p2_hand: list[str], p2_library: list[str]) -> Game:
    return Game.from_board({
        "active": "P1", "step": "main1",
        "P1": {"battlefield": ["Mountain", "Grizzly Bears"], "hand": ["Shock", "Lightning Bolt"],
               "library": ["Forest", "Island"]},
        "P2": {"battlefield": ["Llanowar Elves"], "hand": p2_hand, "library": p2_library},
    })


def test_400_2_swapping_the_opponents_hand_and_library_leaves_the_observation_unchanged() -> None:
    """400.2: a player's hand and libraries are hidden zones; P1's observation and mask can't depend on
    what P2 holds or will draw."""
    a = _board(["Giant Growth", "Counterspell"], ["Serra Angel", "Forest", "Duress"])
    b = _board(["Serra Angel", "Plains"], ["Island", "Divination", "Mind Rot"])
    va, ma, acts_a = Encoder(0).encode(a)
    vb, mb, acts_b = Encoder(0).encode(b)
    assert np.array_equal(va, vb)
    assert np.array_equal(ma, mb)
    assert sorted(acts_a) == sorted(acts_b)


def test_400_2_the_opponents_deck_never_shows_in_a_new_games_first_observation() -> None:
    """The same seed with two different decks of the same size for P2: P1's first observation (P2's hand
    of seven and library of the rest, all hidden) is identical."""
    mine = list(DEFAULT_DECKS[0])
    theirs = list(DEFAULT_DECKS[1])
    other = ["Forest"] * len(theirs)
    a = new_game([mine, theirs], seed=11)
    b = new_game([mine, other], seed=11)
    va, ma, _ = Encoder(0).encode(a)
    vb, mb, _ = Encoder(0).encode(b)
    assert np.array_equal(va, vb) and np.array_equal(ma, mb)


def test_the_mask_is_exactly_the_legal_actions_on_10000_random_states() -> None:
    """Every legal action (but conceding, left out of the environments' space) has one index, and every
    masked index decodes to a legal action: on 10,000 states of random games (issue 14), with and without the
    auto_mana option, each seat encoded by its own encoder as the environments do (incrementally)."""
    rng = random.Random(5)
    seen, seed = 0, 0
    while seen < 10_000:
        game = new_game(None, seed, max_turns=12, auto_mana=seed % 2 == 1)
        encoders = [Encoder(0), Encoder(1)]
        while not game.is_over and seen < 10_000:
            vec, mask, actions = encoders[game.pending.player].encode(game)
            legal = [a for a in game.legal_actions() if a.kind != "concede"]
            assert vec.shape == (OBS_SIZE,) and mask.shape == (ACTION_SIZE,)
            assert set(actions.values()) == set(legal) and len(actions) == len(legal)
            assert np.flatnonzero(mask).tolist() == sorted(actions)
            game.apply(actions[rng.choice(sorted(actions))])
            seen += 1
        seed += 1


def test_observations_are_deterministic_under_a_seed() -> None:
    def run() -> list[bytes]:
        game, rng, out = new_game(None, 3, max_turns=6), random.Random(1), []
        encoders = [Encoder(0), Encoder(1)]
        while not game.is_over:
            vec, _mask, actions = encoders[game.pending.player].encode(game)
            out.append(vec.tobytes())
            game.apply(actions[rng.choice(sorted(actions))])
        return out

    assert run() == run()


def test_the_readme_table_gives_the_codes_sizes_and_regions() -> None:
    from pathlib import Path

    from lithoform.play.env.encoding import REGION_SIZE, REGION_START

    readme = Path(__file__).resolve().parents[2].joinpath("README.md").read_text()
    section = readme.split("## Learning environments", 1)[1].split("\n## ", 1)[0]
    assert f"{OBS_SIZE:,}" in section and f"Discrete({ACTION_SIZE})" in section
    for kind in ("play", "cast", "activate", "target", "choose", "attack", "block", "convoke"):
        start = REGION_START[kind]
        assert f"| {start}-{start + REGION_SIZE[kind] - 1} |" in section, kind
    assert f"| {REGION_START['overflow']}-{ACTION_SIZE - 1} |" in section


def test_the_reused_object_table_equals_a_fresh_encoding_at_every_step() -> None:
    """An encoder reuses its last object table when the views are the same (a speed-up): the table must be
    what a fresh encoder computes, step after step of a random game."""
    from lithoform.play.env.encoding import OBJ_SIZE, SLOTS

    game, rng, kept = new_game(None, 5), random.Random(5), Encoder(0)
    for _ in range(300):
        if game.is_over:
            break
        if game.pending.player == 0:
            reused = kept.encode(game)[0][-SLOTS * OBJ_SIZE:]
            fresh = Encoder(0).encode(game)[0][-SLOTS * OBJ_SIZE:]
            assert np.array_equal(reused, fresh)
        legal = [a for a in game.legal_actions() if a.kind not in ("concede", "cancel")]
        game.apply(rng.choice(legal or list(game.legal_actions())))


def test_a_players_features_are_the_same_bits_when_kept_by_value() -> None:
    """A player's PLAYER_FEATURES (life, poison, sizes, land plays, mana available, the pool by type, 106.1;
    mulligans, lost) made from the values they are read from are bit for bit those computed value by value,
    for values seen for the first time and again (kept by value)."""
    from lithoform.play.env import encoding
    from lithoform.play.observation import PlayerView

    views = [PlayerView(0, "P1", 17, 3, ("R", "R", "G", "C"), 53, 7, 1, 2, 9, 1, True),
             PlayerView(1, "P2", -3, 0, (), 0, 0, 0, 1, 0, 0, False),
             PlayerView(1, "P2", 20, 9, ("W", "U", "B"), 41, 13, 3, 4, 21, 6, False)]
    for pv in views * 2:
        row = np.asarray(encoding._player_features(pv), dtype=np.float32)  # (as the vector's slice makes it)
        fresh = encoding._player_features_fresh(pv)
        assert row.dtype == np.float32 and row.shape == (len(encoding.PLAYER_FEATURES),)
        assert row.tobytes() == fresh.tobytes()
    assert encoding._player_features(views[0])[encoding.PLAYER_FEATURES.index("pool:R")] == np.float32(2 / 20)


def test_201_3_a_card_name_choice_offers_the_names_seen_first_within_the_action_space() -> None:
    """Pithing Needle: 'As Pithing Needle enters, choose a card name.' The engine offers every card's name
    (201.3), those seen in the game first; the action space holds the first ones, each at its option's
    position (the choose region, then the overflow region), and the mask marks exactly those."""
    from lithoform import Game
    from lithoform.play.env.encoding import REGION_SIZE, REGION_START

    game = Game.from_board({"active": "P1", "step": "main1",
                            "P1": {"battlefield": ["Mountain"], "hand": ["Pithing Needle"]},
                            "P2": {"battlefield": ["Llanowar Elves"]}})
    game.apply("cast " + str(game.state.zones["hand:0"][0]))
    while game.pending.kind != "choose":
        game.apply(next(a for a in game.legal_actions() if a.kind in ("pay", "activate", "autopay", "pass")))
    labels = game.state.question.labels
    assert len(labels) > 20_000 and labels[:2] == ("Mountain", "Llanowar Elves")
    vec, mask, actions = Encoder(0).encode(game)
    room = REGION_SIZE["choose"] + REGION_SIZE["overflow"]
    assert int(mask.sum()) == len(actions) == room
    assert str(actions[REGION_START["choose"]]) == "choose 0" and str(actions[REGION_START["choose"] + 1]) == "choose 1"
    assert str(actions[REGION_START["overflow"]]) == f"choose {REGION_SIZE['choose']}"

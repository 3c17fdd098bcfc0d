"""The standard interfaces' own checkers: Gymnasium's check_env, PettingZoo's api_test, OpenSpiel's
random simulation test."""

from __future__ import annotations

import random

import pytest

np = pytest.importorskip("numpy")
pytest.importorskip("gymnasium")


def test_gymnasium_check_env_passes() -> None:
    from gymnasium.utils.env_checker import check_env  # optional extra: imported only where tested

    from lithoform.play.env.gym import LithoformEnv

    check_env(LithoformEnv(seed=1), skip_render_check=True)


def test_gymnasium_the_mask_is_in_the_observation_and_info_and_an_episode_ends() -> None:
    from lithoform.play.env.gym import LithoformEnv

    env = LithoformEnv(opponent="heuristic", seed=2, max_turns=10)
    obs, info = env.reset(seed=2)
    rng = np.random.default_rng(0)
    for _ in range(5000):
        assert np.array_equal(obs["action_mask"], info["action_mask"])
        assert set(np.flatnonzero(info["action_mask"])) == set(info["actions"])
        obs, reward, terminated, truncated, info = env.step(int(rng.choice(np.flatnonzero(obs["action_mask"]))))
        if terminated or truncated:
            assert reward in (-1.0, 0.0, 1.0)
            break
    else:
        pytest.fail("no episode end in 5000 steps")


def test_gymnasium_an_illegal_index_changes_nothing_and_says_why() -> None:
    from lithoform.play.env.gym import LithoformEnv

    env = LithoformEnv(seed=4)
    obs, _ = env.reset(seed=4)
    before = env.game.to_json()
    illegal = int(np.flatnonzero(obs["action_mask"] == 0)[0])
    obs2, reward, terminated, truncated, info = env.step(illegal)
    assert env.game.to_json() == before and "not legal now" in info["illegal_action"]
    assert (reward, terminated, truncated) == (0.0, False, False)
    strict = LithoformEnv(seed=4, illegal_action="raise")
    strict.reset(seed=4)
    with pytest.raises(ValueError, match="not legal now"):
        strict.step(illegal)
    assert strict.game.to_json() == before


def test_pettingzoo_api_test_passes() -> None:
    pytest.importorskip("pettingzoo")
    from pettingzoo.test import api_test

    from lithoform.play.env.pettingzoo import env

    api_test(env(seed=1, max_turns=6), num_cycles=200, verbose_progress=False)


def test_openspiel_random_simulation_passes() -> None:
    pyspiel = pytest.importorskip("pyspiel")
    import lithoform.play.env.openspiel  # noqa: F401  (registers the game "lithoform")

    game = pyspiel.load_game("lithoform")
    state = game.new_initial_state()
    assert state.is_chance_node() and len(state.chance_outcomes()) == 1024
    pyspiel.random_sim_test(game, num_sims=1, serialize=False, verbose=False)


def test_openspiel_a_state_serializes_as_its_history_and_deserializes_to_the_same_state() -> None:
    """`serialize()` is the history (the seed, then the action indices: no pickling); the game's
    `deserialize_state` replays it to an equal state: same history, same views for both players."""
    pyspiel = pytest.importorskip("pyspiel")
    import random

    import lithoform.play.env.openspiel  # noqa: F401

    game = pyspiel.load_game("lithoform")
    state = game.new_initial_state()
    state.apply_action(7)
    rng = random.Random(3)
    for _ in range(30):
        state.apply_action(rng.choice(state.legal_actions()))
    text = state.serialize()
    assert [int(x) for x in text.split()] == state.history() and state.history()[0] == 7
    again = game.deserialize_state(text)
    assert again.history() == state.history() and str(again) == str(state)
    for p in (0, 1):
        assert again.information_state_string(p) == state.information_state_string(p)
        assert again.legal_actions() == state.legal_actions() or state.current_player() != p
    with pytest.raises(ValueError, match="not a lithoform history"):
        game.deserialize_state("7\nbogus\n")


def test_gymnasium_and_pettingzoo_with_the_auto_mana_option_pass_their_checkers_and_offer_no_land_taps() -> None:
    """Game.auto_mana (a game option): costs are paid in one `autopay` action, so no mana ability of a land
    is offered one by one (605.3a), in either environment; both still pass their own checkers."""
    from gymnasium.utils.env_checker import check_env
    from pettingzoo.test import api_test

    from lithoform.play.env.gym import LithoformEnv
    from lithoform.play.env.pettingzoo import env as aec_env
    from lithoform.rules.continuous.characteristics import chars

    check_env(LithoformEnv(seed=3, auto_mana=True), skip_render_check=True)
    api_test(aec_env(seed=3, max_turns=6, auto_mana=True), num_cycles=200, verbose_progress=False)
    gym = LithoformEnv(seed=4, auto_mana=True, max_turns=8)
    obs, info = gym.reset(seed=4)
    rng = np.random.default_rng(0)
    for _ in range(300):
        assert gym.game is not None and gym.game.auto_mana
        for index, text in info["actions"].items():
            action = gym._actions[index]  # noqa: SLF001
            assert str(action) == text
            if action.kind == "activate":  # (the starter decks' lands have mana abilities only)
                assert "Land" not in chars(gym.game.state, int(action.args[0])).types
        obs, _r, term, trunc, info = gym.step(int(rng.choice(np.flatnonzero(obs["action_mask"]))))
        if term or trunc:
            obs, info = gym.reset(seed=5)


def _play_aec(skip_forced: bool, seed: int) -> tuple[object, int, int]:
    """A PettingZoo game of a random policy that picks a forced decision's one index without drawing a number;
    (the final state's players, the engine's action count, the number of forced observations seen)."""
    import random

    from lithoform.play.env.pettingzoo import env as aec_env

    e, rng, forced = aec_env(skip_forced=skip_forced, max_turns=12), random.Random(seed), 0
    e.reset(seed=seed)
    for _agent in e.agent_iter():
        obs, _r, term, trunc, _i = e.last()
        if term or trunc:
            e.step(None)
            continue
        legal = np.flatnonzero(obs["action_mask"])
        if len(legal) == 1:
            forced += 1
            e.step(int(legal[0]))
        else:
            e.step(int(legal[rng.randrange(len(legal))]))
    return e.game.state.players, e.game.actions, forced


def test_117_3d_forced_decisions_are_taken_by_the_environment_and_the_game_is_the_same() -> None:
    """A decision offering one legal action but conceding (a player with nothing to cast passing priority,
    117.3d) gives an agent no choice: by default the environments take it themselves, so no observation has a
    single legal index; with `skip_forced=False` every decision is asked. The same policy plays the very same
    game either way."""
    players, actions, forced = _play_aec(True, 8)
    assert forced == 0
    asked_players, asked_actions, asked_forced = _play_aec(False, 8)
    assert asked_forced > 50
    assert (players, actions) == (asked_players, asked_actions)


def test_gymnasium_asks_the_learner_only_when_it_has_a_choice() -> None:
    """The Gymnasium env takes forced decisions too, the learner's and the opponent's: each observation it
    returns before the game ends offers at least two legal indices."""
    from lithoform.play.env.gym import LithoformEnv

    env = LithoformEnv(seed=6, max_turns=8)
    obs, info = env.reset(seed=6)
    rng, steps = random.Random(6), 0
    while not env.game.is_over:
        assert int(obs["action_mask"].sum()) >= 2
        assert sorted(info["actions"]) == np.flatnonzero(obs["action_mask"]).tolist()
        # (a seeded random pick, never backing out of a cast: a fixed cyclic pick can cast and cancel forever)
        choices = [i for i, text in info["actions"].items() if text != "cancel"]
        obs, _r, term, trunc, info = env.step(rng.choice(choices))
        steps += 1
        assert steps < 5000, "the game did not end within 5,000 of the learner's steps"
        if term or trunc:
            break
    assert env.game.is_over and steps > 10


def test_the_environments_are_importable_as_lithoform_env() -> None:
    """Issue 14 names the package `lithoform.env`: its modules are the very modules of lithoform.play.env (one
    set of classes and caches), and the PettingZoo env from there passes its API test too."""
    import lithoform.env.encoding
    import lithoform.env.gym
    import lithoform.env.openspiel
    import lithoform.env.pettingzoo
    import lithoform.play.env.encoding
    import lithoform.play.env.gym
    import lithoform.play.env.openspiel
    import lithoform.play.env.pettingzoo

    assert lithoform.env.gym is lithoform.play.env.gym
    assert lithoform.env.pettingzoo is lithoform.play.env.pettingzoo
    assert lithoform.env.openspiel is lithoform.play.env.openspiel
    assert lithoform.env.encoding is lithoform.play.env.encoding
    from pettingzoo.test import api_test

    from lithoform.env.gym import LithoformEnv
    from lithoform.env.pettingzoo import env

    assert LithoformEnv is lithoform.play.env.gym.LithoformEnv
    api_test(env(seed=3), num_cycles=30)

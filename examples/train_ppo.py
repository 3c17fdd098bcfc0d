"""PPO with action masking against the random agent in lithoform's Gymnasium environment (issue 14).

    pip install lithoform[rl,train]
    python examples/train_ppo.py [--minutes 10] [--clock wall|cpu] [--bc-minutes 2] [--eval-games 200]
                                 [--out ppo_curve.png]

A small actor-critic MLP reads the observation vector; illegal indices get a logit of -inf (the mask is part
of the observation), so the policy only ever samples legal actions. Decisions with a single legal action are
taken without the network (nothing to learn there). The reward is the environment's (+1 win, -1 loss) plus,
by default, a shaping term: the change of a potential made of public information (the life difference and
the difference in creature power on the battlefield), which speeds up learning a lot on a CPU;
`--no-shaping` turns it off. The learner plays both seats (alternating episodes). The game option
`auto_mana` is on by default (for both players: a cost is paid in one `autopay` action instead of land taps
offered one by one); `--no-auto-mana` turns it off.

Training begins with a behaviour-cloning warm start (`--bc-minutes`, 0 for none): the heuristic agent plays up
to `--bc-games` games against the random agent in the learner's seats, and the policy learns its decisions
(cross-entropy on the masked logits) from the same observations PPO sees; the first `--value-warmup` PPO
updates then train the value head only. The warm start counts against `--minutes`: the budget is the whole
training.

Training stops after `--minutes` (`--clock wall`, or `cpu`: this process's CPU time, which is what a quiet
machine's wall clock would show when the machine is shared); then the policy (sampled, or with `--eval
greedy` its most likely legal action) plays `--eval-games` games against the random agent, seats alternating,
and the learning curve (the win rate of the training episodes, and periodic evaluations) is written as a PNG
with matplotlib. Uses torch on the CPU with one thread (the environment runs in the same thread).
"""

from __future__ import annotations

import argparse
import json
import math
import signal
import time
from collections import deque
from pathlib import Path

import numpy as np
import torch
from torch import nn

from lithoform.interfaces.simulate import wilson
from lithoform.play.agents import HeuristicAgent
from lithoform.play.env.encoding import ACTION_SIZE, OBS_SIZE
from lithoform.play.env.gym import LithoformEnv
from lithoform.rules.continuous.characteristics import chars
from lithoform.state.model import BATTLEFIELD

torch.set_num_threads(1)


class ActorCritic(nn.Module):
    def __init__(self, hidden: int = 128) -> None:
        super().__init__()
        self.body = nn.Sequential(nn.Linear(OBS_SIZE, hidden), nn.Tanh(), nn.Linear(hidden, hidden), nn.Tanh())
        self.policy = nn.Linear(hidden, ACTION_SIZE)
        self.value = nn.Linear(hidden, 1)

    def forward(self, obs: torch.Tensor, mask: torch.Tensor) -> tuple[torch.Tensor, torch.Tensor]:
        h = self.body(obs)
        logits = self.policy(h).masked_fill(mask == 0, -1e9)  # illegal indices: never sampled
        return logits, self.value(h).squeeze(-1)


def life_diff(env: LithoformEnv) -> float:
    """The shaping potential, from public information: the learner's life minus the opponent's, plus the
    total power of the learner's creatures minus the opponent's (a board that attacks well is worth life)."""
    assert env.game is not None
    state = env.game.state
    players = state.players
    power = [0.0, 0.0]
    for oid in state.zones[BATTLEFIELD]:
        c = chars(state, oid)
        if "Creature" in c.types:
            power[state.objects[oid].controller] += max(c.power or 0, 0)
    me, opp = env.seat, 1 - env.seat
    return float(players[me].life - players[opp].life) + BOARD_WEIGHT * (power[me] - power[opp])


BOARD_WEIGHT = 1.0  # a point of power on the battlefield counts as a point of life in the shaping


GAMMA = 0.995  # PPO's discount, per recorded decision (the shaping uses it too)
CANCEL = 2  # the index of `cancel` (README, the action table)
MAX_DECISIONS = 1500  # a policy that loops (cast, cancel, cast...) gets its episode cut here


def masked(obs: dict) -> np.ndarray:
    """The legal indices, without cancelling an announcement unless nothing else is legal (as the random
    agent plays): a greedy policy could otherwise begin and cancel the same spell forever."""
    mask = obs["action_mask"].copy()
    if mask[CANCEL] and mask.sum() > 1:
        mask[CANCEL] = 0
    return mask


def act(model: ActorCritic, obs: dict, greedy: bool) -> tuple[int, float, float]:
    with torch.no_grad():
        logits, value = model(torch.as_tensor(obs["observation"]).unsqueeze(0),
                              torch.as_tensor(obs["mask"]).unsqueeze(0))
        dist = torch.distributions.Categorical(logits=logits)
        action = logits.argmax(-1) if greedy else dist.sample()
        return int(action), float(dist.log_prob(action)), float(value)


def auto(obs: dict) -> int | None:
    """The only legal index, when there is just one."""
    legal = np.flatnonzero(obs["mask"])
    return int(legal[0]) if len(legal) == 1 else None


def play_episode(env: LithoformEnv, model: ActorCritic, seed: int, greedy: bool, shaping: float,
                 buffer: list | None = None) -> float:
    """One game; its decisions with a choice go into `buffer` as (obs, mask, action, logp, value, reward,
    done). Returns the final reward (+1, -1 or 0).

    The shaping is potential-based (Ng et al. 1999), between the learner's recorded decisions t (the steps
    PPO discounts): F_t = shaping * (GAMMA * phi(s_t+1) - phi(s_t)) / 20, with phi = life_diff and phi = 0
    after the last decision of the episode. Over an episode it sums to -shaping * phi(s_0) / 20, the same for
    every policy: the objective (win) is unchanged, only the credit comes sooner."""
    obs, _ = env.reset(seed=seed)
    obs["mask"] = masked(obs)
    first = len(buffer) if buffer is not None else 0
    potentials: list[float] = []
    final = 0.0
    for _ in range(MAX_DECISIONS):
        only = auto(obs)
        if only is not None:
            action, logp, value = only, 0.0, 0.0
        else:
            action, logp, value = act(model, obs, greedy)
            if buffer is not None and shaping:
                potentials.append(life_diff(env))
        nxt, reward, term, trunc, _ = env.step(action)
        nxt["mask"] = masked(nxt)
        done = term or trunc
        if buffer is not None:
            if only is None:
                buffer.append([obs["observation"], obs["mask"], action, logp, value, reward, done])
            elif len(buffer) > first:  # a forced step's reward goes to the learner's last real decision
                buffer[-1][5] += reward
                buffer[-1][6] = buffer[-1][6] or done
        obs = nxt
        if done:
            final = reward
            break
    if buffer is not None and len(buffer) > first:
        buffer[-1][6] = True  # (an episode cut at MAX_DECISIONS ends here too)
        if shaping:
            for t, phi in enumerate(potentials):
                after = potentials[t + 1] if t + 1 < len(potentials) else 0.0
                buffer[first + t][5] += shaping * (GAMMA * after - phi) / 20.0
    return final


def demonstrations(games: int, seed: int, auto_mana: bool, deadline: float, clock) -> list:
    """The heuristic agent's decisions (obs, mask, index) in `games` games against the random agent, seats
    alternating, stopping early at `deadline` (of `clock`): the behaviour-cloning warm start. The heuristic
    is only the teacher here; the policy learns from the observation, as in PPO."""
    expert = HeuristicAgent(seed)
    envs = [LithoformEnv("random", seat=s, seed=seed, auto_mana=auto_mana) for s in (0, 1)]
    data: list = []
    for i in range(games):
        if clock() >= deadline:
            break
        env = envs[i % 2]
        obs, _ = env.reset(seed=seed + i)
        for _ in range(MAX_DECISIONS):
            mask = masked(obs)
            choice = expert.choose(env.game)
            index = next(k for k, a in env.legal_actions().items() if a == choice)
            if mask[index] and mask.sum() > 1:  # (a forced step teaches nothing)
                data.append((obs["observation"].astype(np.float16), mask, index))  # (half the memory)
            obs, _r, term, trunc, _ = env.step(index)
            if term or trunc:
                break
    return data


def clone_behaviour(model: ActorCritic, data: list, epochs: int, lr: float, batch: int = 256) -> float:
    """Cross-entropy of the masked policy on the demonstrations (the value head is left to PPO). Returns
    the last epoch's accuracy (the teacher's action is the policy's most likely)."""
    obs = torch.as_tensor(np.stack([d[0] for d in data]))  # (float16: made float32 batch by batch)
    mask = torch.as_tensor(np.stack([d[1] for d in data]))
    target = torch.as_tensor([d[2] for d in data])
    opt = torch.optim.Adam(model.parameters(), lr=lr)
    accuracy = 0.0
    for _ in range(epochs):
        hits = 0
        for idx in torch.randperm(len(data)).split(batch):
            logits, _value = model(obs[idx].float(), mask[idx])
            loss = nn.functional.cross_entropy(logits, target[idx])
            opt.zero_grad()
            loss.backward()
            opt.step()
            hits += int((logits.argmax(-1) == target[idx]).sum())
        accuracy = hits / len(data)
    return accuracy


def ppo_update(model: ActorCritic, opt: torch.optim.Optimizer, buffer: list, gamma: float = GAMMA,
               lam: float = 0.95, epochs: int = 4, batch: int = 128, clip: float = 0.2, entropy: float = 0.01,
               policy: bool = True) -> None:
    """One PPO update on `buffer`; `policy` False trains the value head only (after the warm start, whose
    value head knows nothing yet: its advantages would be noise)."""
    obs = torch.as_tensor(np.stack([b[0] for b in buffer]))
    mask = torch.as_tensor(np.stack([b[1] for b in buffer]))
    actions = torch.as_tensor([b[2] for b in buffer])
    old_logp = torch.as_tensor([b[3] for b in buffer], dtype=torch.float32)
    values = np.array([b[4] for b in buffer], dtype=np.float32)
    rewards = np.array([b[5] for b in buffer], dtype=np.float32)
    dones = np.array([b[6] for b in buffer], dtype=np.float32)
    adv = np.zeros_like(rewards)
    gae = 0.0
    for t in reversed(range(len(buffer))):  # generalized advantage estimation, episode by episode
        next_value = 0.0 if dones[t] or t == len(buffer) - 1 else values[t + 1]
        delta = rewards[t] + gamma * next_value - values[t]
        gae = delta + gamma * lam * (0.0 if dones[t] else gae)
        adv[t] = gae
    returns = torch.as_tensor(adv + values)
    adv_t = torch.as_tensor((adv - adv.mean()) / (adv.std() + 1e-8))
    n = len(buffer)
    for _ in range(epochs):
        for idx in torch.randperm(n).split(batch):
            logits, value = model(obs[idx], mask[idx])
            dist = torch.distributions.Categorical(logits=logits)
            ratio = torch.exp(dist.log_prob(actions[idx]) - old_logp[idx])
            a = adv_t[idx]
            loss_pi = -torch.min(ratio * a, torch.clamp(ratio, 1 - clip, 1 + clip) * a).mean()
            loss_v = 0.5 * ((value - returns[idx]) ** 2).mean()
            loss = (loss_pi - entropy * dist.entropy().mean() if policy else 0.0) + 0.5 * loss_v
            opt.zero_grad()
            loss.backward()
            nn.utils.clip_grad_norm_(model.parameters(), 0.5)
            opt.step()


def evaluate(model: ActorCritic, games: int, seed: int, auto_mana: bool, greedy: bool) -> tuple[int, int]:
    """The policy (its most likely action if `greedy`, else sampled) against the random agent, seats
    alternating: (wins, games)."""
    wins = 0
    envs = [LithoformEnv("random", seat=s, seed=seed, auto_mana=auto_mana) for s in (0, 1)]
    for i in range(games):
        wins += play_episode(envs[i % 2], model, seed + i, greedy=greedy, shaping=0.0) > 0
        if games >= 50 and (i + 1) % 25 == 0:
            print(f"  evaluation: {wins}/{i + 1}", flush=True)
    return wins, games


def plot(curve: dict, path: Path, clock: str) -> None:
    import matplotlib

    matplotlib.use("Agg")
    import matplotlib.pyplot as plt

    fig, ax = plt.subplots(figsize=(7, 4))
    ax.plot(curve["train_minutes"], curve["train_win_rate"], label="training episodes (sampled, last 50)")
    ax.plot(curve["eval_minutes"], curve["eval_win_rate"], "o-", label="policy vs random (evaluation)")
    ax.axhline(0.7, color="grey", linestyle=":", label="70% goal")
    ax.set_xlabel("minutes of training (" + ("CPU time" if clock == "cpu" else "wall clock") + ")")
    ax.set_ylabel("win rate against the random agent")
    ax.set_ylim(0, 1)
    ax.legend(loc="lower right")
    ax.set_title("PPO with action masking, lithoform Gymnasium env")
    fig.tight_layout()
    fig.savefig(path, dpi=100)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--minutes", type=float, default=10.0, help="training time (see --clock)")
    parser.add_argument("--clock", choices=("wall", "cpu"), default="wall",
                        help="how training time is counted: wall clock, or this process's CPU time (on a machine "
                             "shared with other work: what a quiet machine's wall clock would show)")
    parser.add_argument("--eval-games", type=int, default=200)
    parser.add_argument("--steps", type=int, default=512, help="learner decisions per PPO update")
    parser.add_argument("--lr", type=float, default=2e-4)
    parser.add_argument("--shaping", type=float, default=0.5, help="weight of the life-difference shaping")
    parser.add_argument("--no-shaping", action="store_true")
    parser.add_argument("--check-games", type=int, default=10, help="greedy games in each check while training")
    parser.add_argument("--out", default="ppo_curve.png", help="the learning curve (PNG); JSON beside it")
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument("--eval", choices=("sample", "greedy"), default="sample",
                        help="evaluate the policy as it is (sampled) or its most likely action (greedy, which "
                             "can repeat a useless action until the episode is cut)")
    parser.add_argument("--bc-minutes", type=float, default=2.0,
                        help="behaviour-cloning warm start: at most this long (of --minutes, the same clock) "
                             "collecting the heuristic agent's decisions against the random agent; 0: none")
    parser.add_argument("--bc-games", type=int, default=200, help="at most this many demonstration games")
    parser.add_argument("--bc-epochs", type=int, default=8)
    parser.add_argument("--bc-lr", type=float, default=1e-3)
    parser.add_argument("--value-warmup", type=int, default=20,
                        help="after the warm start, this many PPO updates train the value head only")
    parser.add_argument("--entropy", type=float, default=0.01, help="entropy bonus of the PPO loss")
    parser.add_argument("--load", help="start from a policy saved by an earlier run (the .pt beside its PNG)")
    parser.add_argument("--no-auto-mana", action="store_true",
                        help="offer land taps one by one (by default the game option auto_mana is on, for both "
                             "players: a cost is paid in one `autopay` action)")
    args = parser.parse_args()
    torch.manual_seed(args.seed)
    shaping = 0.0 if args.no_shaping else args.shaping
    model = ActorCritic()
    opt = torch.optim.Adam(model.parameters(), lr=args.lr)
    auto_mana = not args.no_auto_mana
    greedy = args.eval == "greedy"
    envs = [LithoformEnv("random", seat=s, seed=args.seed, auto_mana=auto_mana) for s in (0, 1)]
    curve: dict[str, list[float]] = {"train_minutes": [], "train_win_rate": [], "eval_minutes": [],
                                     "eval_win_rate": []}
    recent: deque[float] = deque(maxlen=50)
    clock = time.perf_counter if args.clock == "wall" else time.process_time
    start, episode, updates, next_eval = clock(), 0, 0, 2.0
    if args.load:
        model.load_state_dict(torch.load(args.load))
    warmup = 0
    if args.bc_minutes > 0 and args.bc_games > 0:
        data = demonstrations(args.bc_games, 30_000_000 + args.seed * 1000, auto_mana,
                              start + args.bc_minutes * 60, clock)
        accuracy = clone_behaviour(model, data, args.bc_epochs, args.bc_lr)
        warmup = args.value_warmup
        print(f"{(clock() - start) / 60:5.1f} min: warm start on {len(data)} decisions of the heuristic agent, "
              f"accuracy {accuracy:.0%}", flush=True)
    # Ctrl-C (or SIGTERM, for a run in the background, where SIGINT may be ignored) ends the training early:
    # the policy is then evaluated as it is.
    signal.signal(signal.SIGINT, signal.default_int_handler)
    signal.signal(signal.SIGTERM, signal.default_int_handler)
    try:
        while (elapsed := (clock() - start) / 60) < args.minutes:
            if elapsed >= next_eval and args.check_games:  # a quick check every ~2 minutes
                wins, n = evaluate(model, args.check_games, 10_000_000 + updates * 100, auto_mana, greedy)
                curve["eval_minutes"].append(elapsed)
                curve["eval_win_rate"].append(wins / n)
                print(f"{elapsed:5.1f} min: {args.eval} {wins}/{n} against random", flush=True)
                next_eval += 2.0
            buffer: list = []
            while len(buffer) < args.steps:
                result = play_episode(envs[episode % 2], model, args.seed * 1_000_003 + episode, greedy=False,
                                      shaping=shaping, buffer=buffer)
                recent.append(float(result > 0))
                episode += 1
            ppo_update(model, opt, buffer, entropy=args.entropy, policy=updates >= warmup)
            updates += 1
            elapsed = (clock() - start) / 60
            curve["train_minutes"].append(elapsed)
            curve["train_win_rate"].append(sum(recent) / len(recent))
            print(f"{elapsed:5.1f} min: update {updates}, {episode} episodes, training win rate "
                  f"{sum(recent) / len(recent):.0%} (process CPU {time.process_time() / 60:.1f} min)", flush=True)
    except KeyboardInterrupt:
        print("training stopped (Ctrl-C or SIGTERM): evaluating the policy as it is", flush=True)
    torch.save(model.state_dict(), Path(args.out).with_suffix(".pt"))
    train_minutes, cpu = (clock() - start) / 60, time.process_time() / 60
    wins, n = evaluate(model, args.eval_games, 20_000_000, auto_mana, greedy)
    lo, hi = wilson(wins, n)
    curve["eval_minutes"].append(train_minutes)
    curve["eval_win_rate"].append(wins / n)
    print(f"after {train_minutes:.1f} min, {cpu:.1f} min of CPU ({episode} episodes, {updates} updates): "
          f"PPO ({args.eval}) vs random "
          f"{wins}/{n} = {wins / n:.1%} (95% Wilson {lo:.1%}-{hi:.1%})")
    out = Path(args.out)
    out.with_suffix(".json").write_text(json.dumps({**curve, "final": [wins, n]}))
    plot(curve, out, args.clock)
    print(f"learning curve: {out}")
    assert math.isfinite(wins / n)


if __name__ == "__main__":
    main()

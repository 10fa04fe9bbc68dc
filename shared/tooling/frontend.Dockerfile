# syntax=docker/dockerfile:1
# One image recipe for the shell and the four remotes; each is built as its own image
# (docker compose build <service>) and released on its own. APP is the app's key in shared/src/contract/platform.json.
ARG NODE_IMAGE=node:20-bookworm-slim

FROM ${NODE_IMAGE} AS build
ARG APP
WORKDIR /repo
COPY package.json package-lock.json tsconfig.base.json ./
COPY shared/package.json shared/
COPY shell/package.json shell/
COPY mfe-onboarding/package.json mfe-onboarding/
COPY mfe-eligibility/package.json mfe-eligibility/
COPY mfe-recommendations/package.json mfe-recommendations/
COPY mfe-support/package.json mfe-support/
COPY api/package.json api/
COPY e2e/package.json e2e/
# npm install, not npm ci: see scripts/test-all.sh.
RUN npm install --no-audit --no-fund --ignore-scripts
COPY shared shared
COPY shell shell
COPY mfe-onboarding mfe-onboarding
COPY mfe-eligibility mfe-eligibility
COPY mfe-recommendations mfe-recommendations
COPY mfe-support mfe-support
# The same build command as `npm run build` and the test suite use.
RUN FOLDER=$(node -p "require('./shared/src/contract/platform.json').apps['${APP}'].folder") \
 && NODE_ENV=production npm run build -w "$FOLDER" \
 && mkdir -p /out/shared/tooling /out/shared/src/contract \
 && cp -r "$FOLDER/dist" "/out/$FOLDER-dist" \
 && cp shared/tooling/serve-app.cjs shared/tooling/serve-static.cjs shared/tooling/platform.cjs /out/shared/tooling/ \
 && cp shared/src/contract/platform.json /out/shared/src/contract/

FROM ${NODE_IMAGE}
ARG APP
ENV NODE_ENV=production APP=${APP}
WORKDIR /app
COPY --from=build --chown=node:node /out/shared shared
COPY --from=build --chown=node:node /out/ /tmp/out/
RUN FOLDER=$(node -p "require('./shared/src/contract/platform.json').apps['${APP}'].folder") \
 && mkdir -p "$FOLDER" && mv "/tmp/out/$FOLDER-dist" "$FOLDER/dist" && rm -rf /tmp/out
USER node
HEALTHCHECK --interval=15s --timeout=3s --retries=3 CMD node -e "const a=require('/app/shared/src/contract/platform.json').apps[process.env.APP];fetch('http://127.0.0.1:'+(process.env.PORT||a.port)+'/').then(r=>process.exit(r.status<500?0:1)).catch(()=>process.exit(1))"
CMD ["sh", "-c", "exec node shared/tooling/serve-app.cjs \"$APP\""]

# One image for every part; the command picks the part (API, projections, workers).
FROM node:20-bookworm-slim
WORKDIR /app
COPY package.json package-lock.json ./
COPY contracts/package.json contracts/
COPY projections/package.json projections/
COPY ledger-service/package.json ledger-service/
COPY workers/package.json workers/
COPY frontend/package.json frontend/
RUN npm install --no-audit --no-fund
COPY . .
RUN npm run build -w @app/frontend
ENV NODE_ENV=production PORT=3000
EXPOSE 3000
CMD ["npx", "tsx", "ledger-service/src/main.ts"]
